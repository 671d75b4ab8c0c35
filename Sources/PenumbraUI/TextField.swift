import PenumbraView

/// A text field, as SwiftUI's `TextField`: its text, or its placeholder in the placeholder colour
/// when the text is empty, drawn at rest (no cursor, no keyboard).
///
/// `.textFieldStyle(.roundedBorder)` draws `UITextField`'s rounded-rect border style: at least
/// 34 pt tall, 7 pt of padding each side, a 5 pt corner radius, a hairline `separator` border over
/// the system background; `.plain` and the default draw the text alone.
nonisolated public struct TextField: View {
    let placeholder: Text
    let text: Binding<String>
    var secure = false

    public init(_ title: String, text: Binding<String>) {
        placeholder = Text(verbatim: title)
        self.text = text
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = Text(titleKey)
        self.text = text
    }
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        placeholder = prompt ?? Text(verbatim: title)
        self.text = text
    }
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    public var body: some View {
        let value = text.wrappedValue
        let content = Group {
            if value.isEmpty {
                placeholder.controlForeground(Color(.placeholderText))
            } else {
                Text(verbatim: secure ? String(repeating: "\u{2022}", count: value.count) : value)
            }
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
        switch EnvironmentValues.current.textFieldStyle {
        case .roundedBorder:
            let radius = CGFloat(ControlMetrics.TextField.cornerRadius)
            content
                .padding(.horizontal, CGFloat(ControlMetrics.TextField.padding))
                .frame(minHeight: CGFloat(ControlMetrics.TextField.minimumHeight))
                .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: radius, style: .circular))
                .overlay(RoundedRectangle(cornerRadius: radius, style: .circular).strokeBorder(Color(.separator), lineWidth: 0))
        case .automatic, .plain:
            content
        }
    }
}

/// A field whose text is drawn as bullets, as SwiftUI's `SecureField`.
nonisolated public struct SecureField: View {
    var field: TextField
    public init(_ title: String, text: Binding<String>) {
        field = TextField(title, text: text)
        field.secure = true
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(titleKey, text: text)
        field.secure = true
    }
    public var body: some View { field }
}

/// The built-in text field styles.
enum TextFieldStyleKind: Hashable, Sendable { case automatic, plain, roundedBorder }

/// A text field's look, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

nonisolated extension View {
    /// The look of text fields in the subtree.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        changingEnvironment { env in
            env.textFieldStyle = style is RoundedBorderTextFieldStyle ? .roundedBorder : (style is PlainTextFieldStyle ? .plain : .automatic)
        }
    }
}
