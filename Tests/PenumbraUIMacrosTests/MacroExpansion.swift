import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Runs swift-syntax's expansion check and reports its failures to Swift Testing at the caller.
func assertExpansion(
    _ source: String,
    expandsTo expanded: String,
    diagnostics: [DiagnosticSpec] = [],
    macros: [String: Macro.Type],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source,
        expandedSource: expanded,
        diagnostics: diagnostics,
        macroSpecs: macros.mapValues { MacroSpec(type: $0) },
        failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    )
}
