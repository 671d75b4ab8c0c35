import PenumbraView

/// A root view as a hosting window shows it, laid out inside the safe area, and what the window
/// shows under its safe areas (the status bar, the home indicator) behind a
/// root view laid out inside them: the window's `systemBackground`, or, when the root view fills
/// the safe area with a background colour of its own, that colour. SwiftUI extends such a
/// background to the screen's edges (`background(_:ignoresSafeAreaEdges:)` defaults to all edges,
/// and a `List` or `Form` scrolls under the bars over its grouped background), as iOS simulator
/// renders of full-screen lists show: the grouped background from the top of the screen
/// (SpeziViews' `listRow` reference in ../shared/corpora/ios-references).
///
/// A root view fills the safe area when it is a frame of infinite maximum width and height, under
/// modifiers that neither move nor shrink it, inside stacks of one child each. Only a rectangle
/// filled with a colour or style counts as its background: a view drawn behind it does not extend.
///
/// The root view is lowered once: its nodes are inset by the safe area, fill the screen and sit
/// on that colour.
nonisolated package struct SafeAreaHost<Content: View>: View {
    let content: Content
    let safeArea: EdgeInsets
    package init(content: Content, safeArea: EdgeInsets) {
        self.content = content
        self.safeArea = safeArea
    }
    package typealias Body = Never
    package var body: Never { primitiveBody(Self.self) }
}

extension SafeAreaHost: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        var inner = context
        inner.env.screenSafeArea = safeArea
        let root = try inner.nodes(content)
        let fill = (root.count == 1 ? Self.edgeToEdgeFill(root[0]) : nil) ?? .color(context.systemColor("systemBackground"))
        let screen = LoweredNodes(nodes: [.shape(.rectangle, fill: fill, stroke: nil)])
        try context.lower(LoweredNodes(nodes: root).padding(safeArea).frame(maxWidth: .infinity, maxHeight: .infinity).background { screen },
                          into: &nodes)
    }

    /// The colour `node` fills its whole proposal with, or nil.
    static func edgeToEdgeFill(_ node: ViewNode) -> ColorReference? {
        switch node {
        case let .vstack(_, _, children), let .hstack(_, _, children), let .zstack(_, children):
            return children.count == 1 ? edgeToEdgeFill(children[0]) : nil
        case let .modified(inner, modifier):
            switch modifier {
            case let .background(.shape(.rectangle, fill: fill?, stroke: nil), _):
                return fillsProposal(inner) ? fill : edgeToEdgeFill(inner)
            case .background, .overlay, .foregroundColor, .font, .lineLimit, .multilineTextAlignment, .layoutPriority,
                 .layoutValue, .traitOverrides, .source, .lineSpacing, .truncationMode, .minimumScaleFactor, .minimumLines:
                return edgeToEdgeFill(inner)
            case .frame(let spec) where spec.maxWidth == .infinity && spec.maxHeight == .infinity:
                return edgeToEdgeFill(inner)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether `node` takes all the space it is offered: a frame of infinite maximum width and
    /// height, under modifiers that do not change its size.
    static func fillsProposal(_ node: ViewNode) -> Bool {
        guard case let .modified(inner, modifier) = node else { return false }
        switch modifier {
        case .frame(let spec): return spec.maxWidth == .infinity && spec.maxHeight == .infinity
        case .background, .overlay, .foregroundColor, .font, .source, .traitOverrides, .layoutValue: return fillsProposal(inner)
        default: return false
        }
    }
}

/// Nodes already lowered, emitted as they are, so a view lowered once can be wrapped in modifiers.
nonisolated struct LoweredNodes: View, PrimitiveView {
    let nodes: [ViewNode]
    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(contentsOf: self.nodes)
    }
}
