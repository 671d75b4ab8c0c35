import PenumbraSourcePrep
import Testing

/// The preview index penumbra-prepare writes: which `PreviewProvider`s a module declares, found
/// in its prepared text without compiling it.
@Suite struct PreviewIndexTests {
    static func index(_ source: String, file: String = "Components/Card.swift") -> PreviewIndex {
        var index = PreviewIndex()
        index.scan(SourcePreparer.prepare(source, originalPath: "/team/Sources/\(file)"), file: file)
        return index
    }

    @Test func findsProvidersAtTheTopNestedAndInExtensions() {
        let index = Self.index("""
        import SwiftUI
        struct Card_Previews: PreviewProvider {
            static var previews: some View { Text("a") }
        }
        enum Gallery {
            struct Buttons_Previews: SwiftUI.PreviewProvider, Sendable {
                static var previews: some View { Text("b") }
            }
        }
        struct Plain {}
        extension Plain: PreviewProvider { static var previews: some View { Text("c") } }
        """)
        #expect(index.providers.map(\.name) == ["Card_Previews", "Gallery.Buttons_Previews", "Plain"])
        #expect(index.providers.map(\.line) == [2, 6, 11], "the team's lines, not the prepared file's")
        #expect(index.unreachable.isEmpty)
    }

    @Test func privateAndLocalProvidersAreLeftOutByName() {
        let index = Self.index("""
        private struct Hidden_Previews: PreviewProvider { static var previews: some View { Text("a") } }
        fileprivate enum Box { struct Inner_Previews: PreviewProvider { static var previews: some View { Text("b") } } }
        func make() { struct Local_Previews: PreviewProvider { static var previews: some View { Text("c") } } }
        protocol P { }
        """)
        #expect(index.providers.isEmpty)
        #expect(index.unreachable.map(\.name) == ["Hidden_Previews", "Box.Inner_Previews", "Local_Previews"])
    }

    @Test func commentsStringsAndOtherConformancesAreNotProviders() {
        let index = Self.index(#"""
        // struct A_Previews: PreviewProvider {}
        /* struct B_Previews: PreviewProvider { /* nested */ } */
        let s = "struct C_Previews: PreviewProvider { \(1 + "}".count) }"
        let t = """
        struct D_Previews: PreviewProvider {}
        """
        struct Fake: PreviewProviderLike {}
        struct Generic<T: PreviewProvider>: View { var body: some View { Text("e") } }
        struct Real_Previews: PreviewProvider { static var previews: some View { Text("f") } }
        """#)
        #expect(index.providers.map(\.name) == ["Real_Previews"])
        #expect(index.providers.first?.line == 9)
    }

    @Test func conditionsAroundAProviderAreKept() {
        let index = Self.index("""
        #if DEBUG
        struct A_Previews: PreviewProvider { static var previews: some View { Text("a") } }
        #elseif os(iOS) // a comment
        struct B_Previews: PreviewProvider { static var previews: some View { Text("b") } }
        #else
        struct C_Previews: PreviewProvider { static var previews: some View { Text("c") } }
        #endif
        struct D_Previews: PreviewProvider { static var previews: some View { Text("d") } }
        """)
        #expect(index.providers.map(\.conditions) == [["DEBUG"], ["!(DEBUG) && true"], ["!(DEBUG) && !(true)"], []])
        let source = index.generatedSource(module: "Cards")
        #expect(source.contains("#if (DEBUG)\n        all.append(PreviewCatalog.Entry(A_Previews.self, fileID: \"Cards/Card.swift\", line: 2))\n#endif"))
        #expect(source.contains("        all.append(PreviewCatalog.Entry(D_Previews.self, fileID: \"Cards/Card.swift\", line: 8))\n        return all"))
        #expect(source.contains("public enum PenumbraPreviews_Cards {"))
    }

    @Test func previewMacrosAreCounted() {
        let index = Self.index("""
        #Preview { Text("a") }
        #Preview("Dark", traits: .sizeThatFitsLayout) {
            Text("b")
        }
        """)
        #expect(index.macros == 2 && index.providers.isEmpty)
    }
}
