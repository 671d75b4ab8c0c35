// The compiler plug-in of PenumbraUI's macros. The compiler starts it as a separate process and
// sends it each `@Entry`, `#Preview` and `@Previewable` it meets; it returns their expansions.
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros this plug-in expands, as PenumbraUI declares them.
@main
struct PenumbraUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        EntryMacro.self,
        PreviewMacro.self,
        PreviewableMacro.self,
    ]
}
