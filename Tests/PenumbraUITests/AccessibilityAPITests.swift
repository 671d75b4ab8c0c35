import PenumbraUI
import Testing

/// A chip as design systems write it for iOS, with the accessibility API that a still image
/// cannot show.
private struct FilterChip: View {
    var title: String
    @AccessibilityFocusState private var isFocused: Bool
    @AccessibilityFocusState private var focusedField: Field?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
    @Environment(\.accessibilityPlayAnimatedImages) private var playAnimatedImages

    enum Field: Hashable { case title, clear }

    var body: some View {
        Text("\(title) \(reduceMotion) \(showButtonShapes) \(playAnimatedImages) \(isFocused) \(focusedField == nil)")
            .accessibilityFocused($isFocused)
            .accessibilityFocused($focusedField, equals: .title)
            .accessibility(hidden: false)
            .accessibility(label: Text(title))
            .accessibility(addTraits: [.isButton, .isToggle])
            .accessibilityAction { }
            .accessibilityAction(.escape) { }
            .accessibilityAction(named: "Remove") { }
            .accessibilityAction(named: Text("Pin")) { }
            .accessibilityAction(action: {}, label: { Text("Share") })
            .accessibilityAdjustableAction { direction in _ = direction == .increment }
            .accessibilityInputLabels(["Filter", "Chip"])
            .accessibilityInputLabels([Text("Filter")])
            .accessibilityShowsLargeContentViewer()
            .accessibilityShowsLargeContentViewer { Text(title) }
            .accessibilityHeading(.h2)
            .accessibilityIgnoresInvertColors()
    }
}

/// The same chip's text with no accessibility modifier.
private struct PlainChip: View {
    var body: some View { Text("Sale false false true false true") }
}

@Suite struct AccessibilityAPITests {
    static let config = RenderConfiguration()

    func text(_ view: some View) throws -> String {
        var node = try Self.config.tree(view, traits: .light)
        while case let .modified(inner, _) = node { node = inner }
        guard case let .text(s) = node else { return "\(node)" }
        return s
    }

    @Test func accessibilityModifiersLeaveTheViewAsItIs() throws {
        #expect(try text(FilterChip(title: "Sale")) == "Sale false false true false true")
        // The same nodes but for the source view's name: no modifier reached the tree.
        let chip = "\(try Self.config.tree(FilterChip(title: "Sale"), traits: .light))"
        let plain = "\(try Self.config.tree(PlainChip(), traits: .light))"
        #expect(chip == plain.replacingOccurrences(of: "\"PlainChip\"", with: "\"FilterChip\""))
    }

    @Test func accessibilitySettingsCanBeSetForASubtree() throws {
        #expect(try text(FilterChip(title: "Sale").environment(\.accessibilityReduceMotion, true)
            .environment(\.accessibilityShowButtonShapes, true)) == "Sale true true true false true")
    }

    @Test func focusStateKeepsWhatTheCodeSets() {
        let state = AccessibilityFocusState<Bool>()
        #expect(!state.wrappedValue)
        state.projectedValue.wrappedValue = true
        #expect(state.wrappedValue)
        let optional = AccessibilityFocusState<Int?>(for: .voiceOver)
        #expect(optional.wrappedValue == nil)
    }
}
