import PenumbraChecks
import PenumbraStyle
import PenumbraUI
import PenumbraView

extension ViewSubject {
    /// A SwiftUI view as a check subject: `view` is evaluated under the traits the check builds
    /// it in (its bodies read that environment), so a colour a body resolves once — reading
    /// `colorScheme` to pick a literal — stays as built when shown in another appearance, and
    /// the stuck-colour check finds it.
    /// - Throws: `UIError` when the configuration's fonts cannot be loaded.
    public init(name: String, configuration: RenderConfiguration, size: RootSize,
                view: @escaping @Sendable () -> any PenumbraUI.View) throws {
        let config = configuration
        self.init(name: name, renderer: try config.viewRenderer(), size: size) { traits in
            try Self.tree(view(), config, traits)
        }
    }

    private static func tree<V: PenumbraUI.View>(_ view: V, _ config: RenderConfiguration, _ traits: Traits) throws -> ViewNode {
        try config.tree(view, traits: traits)
    }
}
