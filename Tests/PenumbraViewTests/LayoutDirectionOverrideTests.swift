import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

/// `.layoutDirection(_:)` on a subtree: mirrored inside it, and only inside it.
@Suite struct LayoutDirectionOverrideTests {
    func layout(_ view: some View, _ t: Traits = traits()) throws -> DisplayList {
        try testRenderer().displayList(for: view, traits: t, size: .fitting)
    }

    func row() -> some View {
        HStack(spacing: 0) {
            Rectangle().frame(width: 40, height: 10)
            Rectangle().frame(width: 20, height: 10)
        }.frame(width: 100, alignment: .leading)
    }

    @Test func rightToLeftOverrideMirrorsAStackInsideItAndNotItsSiblings() throws {
        let list = try layout(VStack(spacing: 0) {
            row().environment(\.layoutDirection, .rightToLeft)
            row()
        })
        // Inside the override the row sits at the right (its leading edge) and runs leftwards.
        #expect(list.frame(of: "root.children[0].children[0]") == Rect(x: 60, y: 0, width: 40, height: 10))
        #expect(list.frame(of: "root.children[0].children[1]") == Rect(x: 40, y: 0, width: 20, height: 10))
        // The sibling is laid out left to right as before.
        #expect(list.frame(of: "root.children[1].children[0]") == Rect(x: 0, y: 10, width: 40, height: 10))
        #expect(list.frame(of: "root.children[1].children[1]") == Rect(x: 40, y: 10, width: 20, height: 10))
        #expect(list.nodes.contains { $0.path == "root.children[0]" && $0.role == "layoutDirection" })
    }

    @Test func leftToRightOverrideInsideARightToLeftTreeUndoesTheMirroring() throws {
        let list = try layout(VStack(spacing: 0) {
            row().environment(\.layoutDirection, .leftToRight)
            row()
        }, traits(direction: .rightToLeft))
        #expect(list.frame(of: "root.children[0].children[0]") == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(list.frame(of: "root.children[1].children[0]") == Rect(x: 60, y: 10, width: 40, height: 10))
    }

    @Test func textAlignmentMirrorsInsideTheOverrideOnly() throws {
        let list = try layout(VStack(spacing: 0) {
            Text("a b").frame(width: 4).environment(\.layoutDirection, .rightToLeft)
            Text("a b").frame(width: 4)
        }.font(.system(size: 2)))
        let runs = list.items.compactMap { item -> (String, HorizontalAlignment)? in
            if case .text(let run) = item.operation { (item.path, run.alignment) } else { nil }
        }
        #expect(runs.map(\.0) == ["root.children[0]", "root.children[1]"])
        #expect(runs.map(\.1) == [.trailing, .leading])
    }

    @Test func overrideReachesTheTraitsColoursResolveIn() throws {
        let overrides = TraitOverrides(layoutDirection: .rightToLeft)
        #expect(overrides.applied(to: traits()).layoutDirection == .rightToLeft)
        #expect(TraitOverrides().applied(to: traits(direction: .rightToLeft)).layoutDirection == .rightToLeft)
    }
}

/// `chevron.forward` and `chevron.backward` follow the layout direction, as in SF Symbols; the
/// fixed chevrons do not.
@Suite struct DirectionalSymbolTests {
    func pixels(_ name: String, _ direction: LayoutDirection, override: LayoutDirection? = nil) throws -> [UInt8] {
        let view = Image(systemName: name).font(.system(size: 20)).foregroundColor(Color("label"))
            .environment(\.layoutDirection, override ?? direction)
        return try testRenderer().render(view, traits: traits(direction: direction), size: .fitting).bitmap.bytes
    }

    @Test func forwardPointsRightInLeftToRightAndLeftInRightToLeft() throws {
        let right = try pixels("chevron.right", .leftToRight), left = try pixels("chevron.left", .leftToRight)
        #expect(right != left)
        #expect(try pixels("chevron.forward", .leftToRight) == right)
        #expect(try pixels("chevron.forward", .rightToLeft) == left)
        #expect(try pixels("chevron.backward", .leftToRight) == left)
        #expect(try pixels("chevron.backward", .rightToLeft) == right)
        // A subtree override counts; the fixed names never flip.
        #expect(try pixels("chevron.forward", .leftToRight, override: .rightToLeft) == left)
        #expect(try pixels("chevron.right", .rightToLeft) == right)
    }

    @Test func fixturesAcceptTheDirectionalNames() {
        #expect(SymbolLibrary.names.contains("chevron.forward"))
        #expect(SymbolLibrary.names.contains("chevron.backward"))
    }
}
