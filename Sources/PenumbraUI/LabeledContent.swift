import Foundation
#if canImport(FoundationCompat)
import FoundationCompat
#endif

/// A label beside a value, as SwiftUI's `LabeledContent` (iOS 16): the label at the leading
/// edge and the content at the trailing edge in the secondary style, the row as wide as it is
/// offered — as an iOS 26 simulator draws `LabeledContent("Clean") { Text("Code") }` (SpeziViews'
/// reference: "Clean" from the left edge, "Code" grey at the right). At the accessibility text
/// sizes the value goes under the label, at the leading edge, 4 points below it, as the simulator
/// draws a list row at `.accessibility3` (SpeziViews' `listRow.iphone-XA3` reference: the
/// baselines of two 40-point lines are 155 pixels apart at 3x, the line height and 4 points).
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A label and its content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    public var body: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 4) {
                label
                content
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack(alignment: .firstTextBaseline) {
                label
                Spacer()
                content
                    .multilineTextAlignment(.trailing)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

extension LabeledContent where Label == Text {
    /// Content labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Content labelled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value labelled with a localized title.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    /// A value labelled with a string.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    /// A formatted value labelled with a localized title.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
    /// A formatted value labelled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension Text {
    /// `input` formatted by `format` (a date, number or measurement style).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}
