import PenumbraChecks
import PenumbraStyle
import PenumbraUI
import PenumbraView

extension ViewSubject {
    /// A SwiftUI view as a check subject. SwiftUI evaluates a body again when the appearance
    /// changes, so a colour a body picks (`colorScheme == .dark ? … : …`) follows the switch and
    /// is not stuck; what a view stores when it is made (`let fill = color.resolvedColor(with:
    /// .current)`, as a layer's `cgColor`) is kept, and the stuck-colour check finds it.
    /// - Throws: `UIError` when the configuration's fonts cannot be loaded.
    public init(name: String, configuration: RenderConfiguration, size: RootSize,
                view: @escaping @Sendable () -> any PenumbraUI.View) throws {
        let config = configuration
        self.init(name: name, renderer: try config.viewRenderer(), size: size, build: { traits in
            let made: any PenumbraUI.View = config.making(in: traits) { view() }
            return try Self.tree(made, config, traits)
        }, switched: { builtIn, shownIn in
            let kept: any PenumbraUI.View = config.making(in: builtIn) { view() }
            return try Self.tree(kept, config, shownIn)
        })
    }

    private static func tree<V: PenumbraUI.View>(_ view: V, _ config: RenderConfiguration, _ traits: Traits) throws -> ViewNode {
        try config.tree(view, traits: traits)
    }
}
