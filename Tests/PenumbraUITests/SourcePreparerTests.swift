import PenumbraSourcePrep
import Testing

/// The set-up's source preparation: Objective-C attributes, `#selector` and platform conditions
/// rewritten as Linux's compiler needs them; strings, comments and line numbers untouched.
@Suite struct SourcePreparerTests {
    static func body(_ source: String) -> String {
        let prepared = SourcePreparer.prepare(source, originalPath: "/team/Sources/Sheet.swift")
        #expect(prepared.hasPrefix("#sourceLocation(file: \"/team/Sources/Sheet.swift\", line: 1)\n"))
        return String(prepared.drop(while: { $0 != "\n" }).dropFirst())
    }

    /// Blanks as wide as `text`, less `less`.
    static func spaces(_ text: String, less: Int = 0) -> String { String(repeating: " ", count: text.count - less) }

    @Test func objectiveCAttributesBecomeBlanksOfTheirWidth() {
        #expect(Self.body("@objc private func tick() {}") == "      private func tick() {}")
        #expect(Self.body("@objc(tickWith:) func tick() {}\n@objcMembers final class A {}")
                == Self.spaces("@objc(tickWith:) ") + "func tick() {}\n" + Self.spaces("@objcMembers ") + "final class A {}")
        #expect(Self.body("@IBOutlet weak var label: UILabel!") == "          weak var label: UILabel!")
        // Other attributes and look-alikes stay.
        #expect(Self.body("@objcish var a = 1\n@MainActor func f() {}") == "@objcish var a = 1\n@MainActor func f() {}")
    }

    @Test func selectorsBecomeSelectorValuesAndKeepTheLinesAfterThem() {
        #expect(Self.body("CADisplayLink(target: self, selector: #selector(self.tick(_:)))")
                == "CADisplayLink(target: self, selector: Selector(\"self.tick(_:)\"))")
        let multiline = "link(\n  selector: #selector(\n    self.handleFrame\n  )\n)\nlet after = 1"
        let prepared = Self.body(multiline)
        #expect(prepared.contains("selector: Selector(\"self.handleFrame\")"))
        #expect(prepared.split(separator: "\n", omittingEmptySubsequences: false).count
                == multiline.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(prepared.hasSuffix("let after = 1"))
        #expect(Self.body("let p = #keyPath(Person.name)") == "let p = \"Person.name\"")
    }

    @Test func platformConditionsReadAsForIOS() {
        #expect(Self.body("#if os(iOS) || targetEnvironment(macCatalyst)\nA\n#elseif os(macOS)\nB\n#endif")
                == "#if true" + Self.spaces("os(iOS)", less: 4) + " || false" + Self.spaces("targetEnvironment(macCatalyst)", less: 5)
                   + "\nA\n#elseif false" + Self.spaces("os(macOS)", less: 5) + "\nB\n#endif")
        #expect(Self.body("  #if !os(Linux) // server\nA\n#endif") == "  #if !false     // server\nA\n#endif")
        // Only on condition lines: code and strings that mention them stay.
        #expect(Self.body("let s = \"#if os(iOS)\"\nfunc os(_ x: Int) {}") == "let s = \"#if os(iOS)\"\nfunc os(_ x: Int) {}")
        #expect(Self.body("#if canImport(UIKit)\n#endif") == "#if canImport(UIKit)\n#endif")
        // What iOS lacks is unavailable here too; other availability stays.
        #expect(Self.body("@available(iOS, unavailable)\ncase titlebar") == "@available(*  , unavailable)\ncase titlebar")
        #expect(Self.body("@available(iOS 13.0, *)\ncase thin") == "@available(iOS 13.0, *)\ncase thin")
    }

    @Test func loggingImportsImportPenumbrasLoggingModule() {
        #expect(Self.body("import Foundation\nimport os\nimport os.log\n  import OSLog\nimport osmium")
                == "import Foundation\nimport PenumbraOS\nimport PenumbraOS\n  import PenumbraOS\nimport osmium")
    }

    @Test func stringsAndCommentsAreLeftAsTheyAre() {
        let source = """
        let a = "@objc #selector(x)"
        let b = #"raw "@objc" \\(x)"#
        let c = \"\"\"
            @objc in a block
            \\(value.map { "@objc" })
            \"\"\"
        // @objc in a comment
        /* #selector(y) /* nested @objc */ */
        let d = "\\(n) @objc"
        """
        #expect(Self.body(source) == source)
    }
}
