// The views SwiftUI lets a `LocalizedStringResource` title (iOS 16): the text is the resource's
// localized string, resolved when the view is built (`String(localized:)`). Each is disfavoured,
// so a string literal stays a `LocalizedStringKey` as in SwiftUI and only a resource value picks
// these. Linux's Foundation lacks the type; FoundationCompat has it with Apple's names.
import Foundation
#if canImport(FoundationCompat)
import FoundationCompat
#endif

extension Text {
    /// The localized text of `resource`.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}

extension Button where Label == Text {
    /// A button titled with the localized text of `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }
    /// A button with a role, titled with the localized text of `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleResource) }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with the localized text of `titleResource`, with a symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }
    /// A label titled with the localized text of `titleResource`, with an image asset.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(name) })
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with the localized text of `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }
}
