/// A value that follows the focus of VoiceOver and other assistive technologies, as SwiftUI's
/// `@AccessibilityFocusState`:
///
/// ```swift
/// @AccessibilityFocusState private var isErrorFocused: Bool
/// Text(error).accessibilityFocused($isErrorFocused)
/// ```
/// No assistive technology runs in a snapshot, so the value starts `false` (or nil) and changes
/// only when the code sets it; it draws nothing either way.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A binding to an accessibility focus state, as `$isErrorFocused` gives it.
    public typealias Binding = FocusBinding<Value>

    private let box: FocusBox<Value>

    /// The focus value: `false` or nil until the code sets it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding for ``View/accessibilityFocused(_:)`` and ``View/accessibilityFocused(_:equals:)``.
    public var projectedValue: Binding { Binding(box: box) }

    /// A Boolean focus state, `false` at first.
    public init() where Value == Bool { box = FocusBox(false) }
    /// A Boolean focus state for the given technologies, `false` at first.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { self.init() }
    /// An optional focus state, nil at first.
    public init<T: Hashable>() where Value == T? { box = FocusBox(nil) }
    /// An optional focus state for the given technologies, nil at first.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { self.init() }
}

/// The storage of a ``FocusState`` or ``AccessibilityFocusState``, shared with its bindings.
final class FocusBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A binding to a focus state (`$isFocused`), as ``FocusState/Binding`` and
/// ``AccessibilityFocusState/Binding`` are in SwiftUI.
@propertyWrapper
public struct FocusBinding<Value> {
    let box: FocusBox<Value>
    /// The focus value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// The binding itself.
    public var projectedValue: FocusBinding<Value> { self }
}

/// Assistive technologies, as SwiftUI's `AccessibilityTechnologies`.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

nonisolated extension View {
    /// Binds this view's accessibility focus to a Boolean state, as SwiftUI's modifier; no
    /// assistive technology runs in a snapshot, so it changes no pixel.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    /// Binds this view's accessibility focus to a state that equals `value` while it has focus;
    /// no effect in a snapshot.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View { self }
}
