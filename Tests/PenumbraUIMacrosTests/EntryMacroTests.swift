import PenumbraUIMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct EntryMacroTests {
    let macros: [String: Macro.Type] = ["Entry": EntryMacro.self]

    @Test func environmentEntryWithTypeAndDefault() {
        assertExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """,
            expandsTo: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: PenumbraUI.EnvironmentKey {
                    typealias Value = Color
                    static var defaultValue: Value {
                        .blue
                    }
                }
            }
            """,
            macros: macros)
    }

    @Test func entryWithoutAnnotationInfersTheTypeFromTheDefault() {
        assertExpansion(
            """
            extension SwiftUI.EnvironmentValues {
                @Entry public var showsBadges = true
            }
            """,
            expandsTo: """
            extension SwiftUI.EnvironmentValues {
                public var showsBadges {
                    get {
                        self[__Key_showsBadges.self]
                    }
                    set {
                        self[__Key_showsBadges.self] = newValue
                    }
                }

                private struct __Key_showsBadges: PenumbraUI.EnvironmentKey {
                    static let defaultValue = true
                }
            }
            """,
            macros: macros)
    }

    @Test func optionalEntryDefaultsToNil() {
        assertExpansion(
            """
            extension Transaction {
                @Entry var source: String?
            }
            """,
            expandsTo: """
            extension Transaction {
                var source: String? {
                    get {
                        self[__Key_source.self]
                    }
                    set {
                        self[__Key_source.self] = newValue
                    }
                }

                private struct __Key_source: PenumbraUI.TransactionKey {
                    typealias Value = String?
                    static var defaultValue: Value {
                        nil
                    }
                }
            }
            """,
            macros: macros)
    }

    @Test func focusedEntryKeyHoldsTheWrappedType() {
        assertExpansion(
            """
            extension FocusedValues {
                @Entry var document: Binding<Document>?
            }
            """,
            expandsTo: """
            extension FocusedValues {
                var document: Binding<Document>? {
                    get {
                        self[__Key_document.self]
                    }
                    set {
                        self[__Key_document.self] = newValue
                    }
                }

                private struct __Key_document: PenumbraUI.FocusedValueKey {
                    typealias Value = Binding<Document>
                }
            }
            """,
            macros: macros)
    }

    @Test func containerEntryUsesContainerValueKey() {
        assertExpansion(
            """
            extension ContainerValues {
                @Entry var isHighlighted: Bool = false
            }
            """,
            expandsTo: """
            extension ContainerValues {
                var isHighlighted: Bool {
                    get {
                        self[__Key_isHighlighted.self]
                    }
                    set {
                        self[__Key_isHighlighted.self] = newValue
                    }
                }

                private struct __Key_isHighlighted: PenumbraUI.ContainerValueKey {
                    typealias Value = Bool
                    static var defaultValue: Value {
                        false
                    }
                }
            }
            """,
            macros: macros)
    }

    /// Each misuse is reported at the declaration, with a message that says what to write.
    @Test(arguments: [
        ("extension Theme {\n    @Entry var accent: Int = 1\n}", "extension Theme {\n    var accent: Int = 1\n}",
         "@Entry belongs in an extension of EnvironmentValues, Transaction, ContainerValues or FocusedValues", 2, 5),
        ("extension EnvironmentValues {\n    @Entry var accent: Int\n}", "extension EnvironmentValues {\n    var accent: Int\n}",
         "@Entry needs a default value ('= …') unless the type is optional", 2, 16),
        ("extension FocusedValues {\n    @Entry var count: Int = 0\n}", "extension FocusedValues {\n    var count: Int = 0\n}",
         "a FocusedValues entry is nil where no view publishes it: its type must be optional ('Binding<Document>?')", 2, 16),
        ("extension EnvironmentValues {\n    @Entry let accent: Int = 1\n}", "extension EnvironmentValues {\n    let accent: Int = 1\n}",
         "@Entry applies to one 'var' with a name, as 'var accent: Color = .blue'", 2, 5),
    ])
    func rejectsMisuseAtTheDeclaration(source: String, expanded: String, message: String, line: Int, column: Int) {
        assertExpansion(
            source,
            expandsTo: expanded,
            diagnostics: [
                DiagnosticSpec(message: message, line: line, column: column),
                DiagnosticSpec(message: message, line: line, column: column),
            ],
            macros: macros)
    }
}
