import PenumbraUIMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct PreviewMacroTests {
    let macros: [String: Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

    @Test func unnamedPreviewRegistersItsBody() {
        assertExpansion(
            """
            #Preview {
                PayButton(title: "Pay")
            }
            """,
            expandsTo: """
            struct __macro_local_15PreviewRegistryfMu_: PenumbraUI.PreviewRegistry {
                static var fileID: Swift.String {
                    "TestModule/test.swift"
                }
                static var line: Swift.Int {
                    1
                }
                static var column: Swift.Int {
                    1
                }
                @MainActor static func makePreview() throws -> PenumbraUI.Preview {
                    PenumbraUI.Preview() {
                        PayButton(title: "Pay")
                    }
                }
            }
            """,
            macros: macros)
    }

    /// In the enum penumbra-prepare wraps a file-scope preview in, the type has a name the
    /// preview index can write.
    @Test func aPreviewInItsSiteEnumHasANameTheIndexWrites() {
        assertExpansion(
            """
            enum PenumbraPreviewSite_Card_swift_L1 {
                #Preview { PayButton(title: "Pay") }
            }
            """,
            expandsTo: """
            enum PenumbraPreviewSite_Card_swift_L1 {
                struct PenumbraPreviewRegistry: PenumbraUI.PreviewRegistry {
                    static var fileID: Swift.String {
                        "TestModule/test.swift"
                    }
                    static var line: Swift.Int {
                        2
                    }
                    static var column: Swift.Int {
                        5
                    }
                    @MainActor static func makePreview() throws -> PenumbraUI.Preview {
                        PenumbraUI.Preview() {
                            PayButton(title: "Pay")
                        }
                    }
                }
            }
            """,
            macros: macros)
    }

    @Test func namedPreviewWithTraitsKeepsItsArguments() {
        assertExpansion(
            """
            #Preview("Disabled", traits: .sizeThatFitsLayout, .landscapeLeft) {
                PayButton(title: "Pay").disabled(true)
            }
            """,
            expandsTo: """
            struct __macro_local_15PreviewRegistryfMu_: PenumbraUI.PreviewRegistry {
                static var fileID: Swift.String {
                    "TestModule/test.swift"
                }
                static var line: Swift.Int {
                    1
                }
                static var column: Swift.Int {
                    1
                }
                @MainActor static func makePreview() throws -> PenumbraUI.Preview {
                    PenumbraUI.Preview("Disabled", traits: .sizeThatFitsLayout, .landscapeLeft) {
                        PayButton(title: "Pay").disabled(true)
                    }
                }
            }
            """,
            macros: macros)
    }

    @Test func previewableStateMovesIntoAWrappingView() {
        assertExpansion(
            """
            #Preview {
                @Previewable @State var isOn = true
                Toggle("Wi-Fi", isOn: $isOn)
            }
            """,
            expandsTo: """
            struct __macro_local_15PreviewRegistryfMu_: PenumbraUI.PreviewRegistry {
                static var fileID: Swift.String {
                    "TestModule/test.swift"
                }
                static var line: Swift.Int {
                    1
                }
                static var column: Swift.Int {
                    1
                }
                @MainActor static func makePreview() throws -> PenumbraUI.Preview {
                    PenumbraUI.Preview() {
                        struct __P_Previewable_Transform_Wrapper: PenumbraUI.View {
                            @State var isOn = true
                            @PenumbraUI.ViewBuilder var body: some PenumbraUI.View {
                                Toggle("Wi-Fi", isOn: $isOn)
                            }
                        }
                        return __P_Previewable_Transform_Wrapper()
                    }
                }
            }
            """,
            macros: macros)
    }

    @Test func bodyArgumentWithoutTrailingClosure() {
        assertExpansion(
            """
            #Preview("Banner", body: { BannerView() })
            """,
            expandsTo: """
            struct __macro_local_15PreviewRegistryfMu_: PenumbraUI.PreviewRegistry {
                static var fileID: Swift.String {
                    "TestModule/test.swift"
                }
                static var line: Swift.Int {
                    1
                }
                static var column: Swift.Int {
                    1
                }
                @MainActor static func makePreview() throws -> PenumbraUI.Preview {
                    PenumbraUI.Preview("Banner", body: {
                            BannerView()
                        })
                }
            }
            """,
            macros: macros)
    }

    @Test func previewWithoutBodyIsAnError() {
        assertExpansion(
            """
            #Preview("Empty")
            """,
            expandsTo: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a body: a closure that returns the view to preview", line: 1, column: 1)],
            macros: macros)
    }
}
