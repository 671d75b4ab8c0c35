import PenumbraCore
import PenumbraPNG
import PenumbraStyle
import PenumbraUI
@testable import PenumbraView

/// The view stage's tests write their trees in `PenumbraUI`: these lower a view with the
/// renderer's palette, then lay out and draw it; a view-stage error is rethrown as it is.
extension ViewRenderer {
    /// The tree of `view`, without the default foreground `RenderConfiguration` wraps it in.
    func tree<V: PenumbraUI.View>(_ view: V, traits: Traits) throws -> ViewNode {
        do { return try RenderConfiguration(palette: colors).tree(view, traits: traits).withoutDefaultForeground } catch {
            if case .view(let inner) = error { throw inner }
            throw error
        }
    }

    func displayList<V: PenumbraUI.View>(for view: V, traits: Traits, size: RootSize) throws -> DisplayList {
        try displayList(for: try tree(view, traits: traits), traits: traits, size: size)
    }

    func render<V: PenumbraUI.View>(_ view: V, traits: Traits, size: RootSize) throws -> Render {
        try render(try tree(view, traits: traits), traits: traits, size: size)
    }

    func png<V: PenumbraUI.View>(_ view: V, traits: Traits, size: RootSize,
                                 options: PNGEncodingOptions = .default) throws -> Data {
        try png(try tree(view, traits: traits), traits: traits, size: size, options: options)
    }
}

extension ViewNode {
    /// The node without the root's default foreground (the system label colour).
    var withoutDefaultForeground: ViewNode {
        if case let .modified(inner, .foregroundColor(.color(c))) = self, c.name == "label" { return inner }
        return self
    }
}
