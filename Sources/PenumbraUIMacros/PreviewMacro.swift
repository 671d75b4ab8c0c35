import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`, as SwiftUI's: the macro's signature type-checks the body where it is written, and
/// the expansion registers it as a type conforming to `PreviewRegistry` (as Xcode's expansion
/// does), which builds the `Preview` when asked and costs nothing until then.
///
/// ```swift
/// #Preview("Primary", traits: .sizeThatFitsLayout) { PayButton(title: "Pay") }
/// // expands to
/// struct $s…PreviewRegistryfMu_: PenumbraUI.PreviewRegistry {
///     static var fileID: Swift.String { "Checkout/PayButton.swift" }
///     static var line: Swift.Int { 12 }
///     static var column: Swift.Int { 1 }
///     @MainActor static func makePreview() throws -> PenumbraUI.Preview {
///         PenumbraUI.Preview("Primary", traits: .sizeThatFitsLayout) { PayButton(title: "Pay") }
///     }
/// }
/// ```
/// Properties marked `@Previewable` at the top of the body move into a view that wraps the rest
/// of the body, so `@Previewable @State var on = true` works as in a view.
public struct PreviewMacro: DeclarationMacro {
    /// The prefix of the enums penumbra-prepare wraps file-scope `#Preview`s in
    /// (`PenumbraPreviewSite_<file>_L<line>`), and the name of the registry type declared there.
    static let sitePrefix = "PenumbraPreviewSite_", registryName = "PenumbraPreviewRegistry"

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var arguments = Array(node.arguments)
        var trailingClosure = node.trailingClosure
        if let closure = trailingClosure {
            trailingClosure = wrappingPreviewables(closure)
        } else if let index = arguments.lastIndex(where: { $0.label?.text == "body" }) {
            if let closure = arguments[index].expression.as(ClosureExprSyntax.self) {
                arguments[index].expression = ExprSyntax(wrappingPreviewables(closure))
            }
        } else {
            throw MacroDiagnostic.previewWithoutBody.error(at: node)
        }
        var argumentList = LabeledExprListSyntax(arguments)
        if let last = argumentList.last, last.trailingComma != nil {
            argumentList = LabeledExprListSyntax(arguments.dropLast() + [last.with(\.trailingComma, nil)])
        }
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("PenumbraUI.Preview"),
            leftParen: .leftParenToken(),
            arguments: argumentList,
            rightParen: .rightParenToken(),
            trailingClosure: trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures
        )
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location?.file ?? "\"\""
        let line: ExprSyntax = location?.line ?? "0"
        let column: ExprSyntax = location?.column ?? "0"
        // Inside the enum penumbra-prepare wraps a file-scope `#Preview` in, the type has a name
        // its preview index can write; anywhere else, one only the compiler knows, as Xcode's.
        let name: TokenSyntax
        if let site = context.lexicalContext.first?.as(EnumDeclSyntax.self), site.name.text.hasPrefix(sitePrefix) {
            name = "\(raw: registryName)"
        } else {
            name = context.makeUniqueName("PreviewRegistry")
        }
        return [
            """
            struct \(name): PenumbraUI.PreviewRegistry {
                static var fileID: Swift.String { \(file) }
                static var line: Swift.Int { \(line) }
                static var column: Swift.Int { \(column) }
                @MainActor static func makePreview() throws -> PenumbraUI.Preview {
                    \(call)
                }
            }
            """,
        ]
    }

    /// The body with its `@Previewable` properties moved into a wrapping view; the body as it is
    /// when it has none.
    static func wrappingPreviewables(_ closure: ClosureExprSyntax) -> ClosureExprSyntax {
        var properties: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                properties.append(variable.with(\.attributes, variable.attributes.filter { !isPreviewable($0) }).trimmed)
            } else {
                rest.append(item)
            }
        }
        guard !properties.isEmpty else { return closure }
        let members = properties.map { "\($0.trimmedDescription)" }.joined(separator: "\n")
        let body = CodeBlockItemListSyntax(rest).trimmedDescription
        let wrapped: ExprSyntax = """
            {
                struct __P_Previewable_Transform_Wrapper: PenumbraUI.View {
                    \(raw: members)
                    @PenumbraUI.ViewBuilder var body: some PenumbraUI.View {
                        \(raw: body)
                    }
                }
                return __P_Previewable_Transform_Wrapper()
            }
            """
        return wrapped.as(ClosureExprSyntax.self) ?? closure
    }

    /// Whether an attribute is `@Previewable` (or `@PenumbraUI.Previewable`, `@SwiftUI.Previewable`).
    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}
