import PenumbraCore
import PenumbraStyle
import PenumbraView

/// A view tree as a ``CheckSubject``: rendered with a ``ViewRenderer`` at a root size.
///
/// The tree is built by a closure that receives the traits it is built under. A component that
/// reads colours only by reference ignores them, so building under one appearance and showing
/// under another equals a fresh render; a component that resolves a colour when it is built
/// (as code that stores `color.cgColor` in a layer does) bakes that appearance in, and the
/// stuck-colour check finds it.
public struct ViewSubject: CheckSubject {
    /// The name in reports.
    public let name: String
    /// The renderer (palette, images, text).
    public let renderer: ViewRenderer
    /// The root size.
    public let size: RootSize
    /// Builds the tree under a trait collection.
    public let build: @Sendable (Traits) throws -> ViewNode
    /// Whether the tree is the same under every trait collection (a fixed tree).
    let isFixed: Bool
    /// The tree after a switch from the first trait collection to the second, where the
    /// subject says how a switch works (SwiftUI: stored values kept, bodies evaluated again).
    let switched: (@Sendable (Traits, Traits) throws -> ViewNode)?

    /// A subject whose tree depends on the traits it is built under.
    public init(name: String, renderer: ViewRenderer, size: RootSize, build: @escaping @Sendable (Traits) throws -> ViewNode) {
        self.name = name
        self.renderer = renderer
        self.size = size
        self.build = build
        self.isFixed = false
        self.switched = nil
    }

    /// A subject whose tree depends on the traits it is built under, and that says what a
    /// switch keeps: `switched(builtIn, shownIn)` is the tree made under `builtIn` as it stands
    /// once the appearance became `shownIn` (for SwiftUI views, the view values made under
    /// `builtIn` with their bodies evaluated again under `shownIn`). Only what outlives the switch
    /// can be stuck.
    public init(name: String, renderer: ViewRenderer, size: RootSize, build: @escaping @Sendable (Traits) throws -> ViewNode,
                switched: @escaping @Sendable (Traits, Traits) throws -> ViewNode) {
        self.name = name
        self.renderer = renderer
        self.size = size
        self.build = build
        self.isFixed = false
        self.switched = switched
    }

    /// A subject of one fixed tree (a JSON fixture): built the same under every appearance.
    public init(name: String, renderer: ViewRenderer, size: RootSize, tree: ViewNode) {
        let node = tree
        self.name = name
        self.renderer = renderer
        self.size = size
        self.build = { _ in node }
        self.isFixed = true
        self.switched = nil
    }

    public func scene(for variant: Variant) throws -> CheckScene {
        try render(build(variant.traits), in: variant)
    }

    /// `nil` for a fixed tree: built the same under every appearance, it cannot keep one.
    public func stuckScene(builtIn: Variant, shownIn: Variant) throws -> CheckScene? {
        guard !isFixed else { return nil }
        if let switched { return try render(switched(builtIn.traits, shownIn.traits), in: shownIn) }
        return try render(build(builtIn.traits), in: shownIn)
    }

    private func render(_ node: ViewNode, in variant: Variant) throws -> CheckScene {
        let render = try renderer.render(node, traits: variant.traits, size: size)
        var textless = render.displayList
        textless.items.removeAll { if case .text = $0.operation { true } else { false } }
        let hasText = textless.items.count != render.displayList.items.count
        return try CheckScene(displayList: render.displayList, bitmap: render.bitmap,
                              textlessBitmap: hasText ? try renderer.draw(textless) : nil, variant: variant)
    }
}
