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

    /// A file-scope `#Preview` is wrapped, on its own lines, in an enum the index names; one in a
    /// type is only counted. Braces and quotes in its strings and comments do not end it early.
    @Test func fileScopePreviewsAreWrappedAndIndexed() {
        let original = """
        import SwiftUI
        #Preview { Text("a }") }
        #if DEBUG
        @available(iOS 17, *)
        #Preview("Dark", traits: .sizeThatFitsLayout) {
            // a } in a comment
            Text("b") /* { */
        }
        #endif
        struct Card: View {
            #Preview { Text("inner") }
            var body: some View { Text("c") }
        }
        """
        var index = PreviewIndex()
        let prepared = SourcePreparer.prepare(original, originalPath: "/team/Sources/Components/Card.swift")
        let wrapped = index.scan(prepared, file: "Components/Card.swift")
        #expect(index.macros == 3)
        #expect(index.sites.map(\.name) == ["PenumbraPreviewSite_Components_Card_swift_L2", "PenumbraPreviewSite_Components_Card_swift_L5"])
        #expect(index.sites.map(\.conditions) == [[], ["DEBUG"]])
        #expect(wrapped.split(separator: "\n", omittingEmptySubsequences: false).count
                == prepared.split(separator: "\n", omittingEmptySubsequences: false).count, "the lines stay where they were")
        #expect(wrapped.contains("enum PenumbraPreviewSite_Components_Card_swift_L2 { #Preview { Text(\"a }\") } }\n"))
        #expect(wrapped.contains("@available(iOS 17, *)\nenum PenumbraPreviewSite_Components_Card_swift_L5 { #Preview(\"Dark\""))
        #expect(wrapped.contains("Text(\"b\") /* { */\n} }\n#endif"))
        #expect(wrapped.contains("    #Preview { Text(\"inner\") }\n"), "a preview in a type is left as it is")
        let source = index.generatedSource(module: "Cards")
        #expect(source.contains("        all.append(PreviewCatalog.Entry(registry: PenumbraPreviewSite_Components_Card_swift_L2.PenumbraPreviewRegistry.self))\n"))
        #expect(source.contains("#if (DEBUG)\n        all.append(PreviewCatalog.Entry(registry: PenumbraPreviewSite_Components_Card_swift_L5.PenumbraPreviewRegistry.self))\n#endif"))
    }
}
