// SwiftUI's `#Preview` and `@Previewable`. Their signatures are SwiftUI's, so the compiler
// type-checks a preview's body where it is written, as for iOS; the expansion is a
// ``PreviewRegistry`` type that builds the ``Preview`` only when asked, so a preview costs no
// time when a snapshot test renders its components.

/// Creates a preview of a view, as SwiftUI's `#Preview`:
///
/// ```swift
/// #Preview { PayButton(title: "Pay") }
/// #Preview("Disabled", traits: .sizeThatFitsLayout) { PayButton(title: "Pay").disabled(true) }
/// ```
/// - Parameters:
///   - name: The preview's display name; nil: named by its line.
///   - traits: The preview's layout and orientation.
///   - body: The view to preview.
@freestanding(declaration, names: named(PenumbraPreviewRegistry))
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PenumbraUIMacros", type: "PreviewMacro")

/// Creates a preview of a UIKit view or view controller, as UIKit's `#Preview`:
///
/// ```swift
/// #Preview("Banner") {
///     let banner = BannerView()
///     banner.title = "Saved"
///     return banner
/// }
/// ```
/// UIKit declares one macro for `UIView` and one for `UIViewController`; this one takes any class,
/// so both compile whichever UIKit module the file imports.
/// - Parameters:
///   - name: The preview's display name; nil: named by its line.
///   - traits: The preview's layout and orientation.
///   - body: Builds the view or view controller to preview.
@freestanding(declaration, names: named(PenumbraPreviewRegistry))
public macro Preview<Content: AnyObject>(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> Content
) = #externalMacro(module: "PenumbraUIMacros", type: "PreviewMacro")

/// Marks a property at the top of a `#Preview` body as a property of the previewed view, as
/// SwiftUI's `@Previewable`:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "PenumbraUIMacros", type: "PreviewableMacro")
