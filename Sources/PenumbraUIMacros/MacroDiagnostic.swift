import SwiftDiagnostics
import SwiftSyntax

/// What a PenumbraUI macro rejects. The compiler reports each at the syntax node it is attached
/// to, so the message names the file and line of the offending declaration.
enum MacroDiagnostic: String, DiagnosticMessage {
    case entryNotOnVariable
    case entryHasAccessors
    case entryOutsideContainer
    case entryWithoutDefault
    case entryWithoutType
    case focusedEntryNotOptional
    case previewWithoutBody

    var message: String {
        switch self {
        case .entryNotOnVariable:
            "@Entry applies to one 'var' with a name, as 'var accent: Color = .blue'"
        case .entryHasAccessors:
            "@Entry makes the property's getter and setter; remove the ones written here"
        case .entryOutsideContainer:
            "@Entry belongs in an extension of EnvironmentValues, Transaction, ContainerValues or FocusedValues"
        case .entryWithoutDefault:
            "@Entry needs a default value ('= …') unless the type is optional"
        case .entryWithoutType:
            "@Entry needs a type annotation or a default value to infer it from"
        case .focusedEntryNotOptional:
            "a FocusedValues entry is nil where no view publishes it: its type must be optional ('Binding<Document>?')"
        case .previewWithoutBody:
            "#Preview needs a body: a closure that returns the view to preview"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "PenumbraUIMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}

extension MacroDiagnostic {
    /// The error that reports this diagnostic at `node`.
    func error(at node: some SyntaxProtocol) -> DiagnosticsError {
        DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: self)])
    }
}
