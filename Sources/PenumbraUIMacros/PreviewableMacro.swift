import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`, as SwiftUI's: marks a `@State` (or other dynamic) property declared at the top
/// of a `#Preview` body. It expands to nothing; ``PreviewMacro`` moves the marked properties
/// into a view that wraps the body, where property wrappers work as in any view.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
