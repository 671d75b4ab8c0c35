/// Which view has keyboard focus, as SwiftUI's `@FocusState`:
///
/// ```swift
/// @FocusState private var isNameFocused: Bool
/// TextField("Name", text: $name).focused($isNameFocused)
/// ```
/// Nothing takes focus in a snapshot on its own, so the value starts `false` (or nil) and changes
/// only when the code sets it; a field draws at rest either way (no caret, no keyboard).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, as `$isNameFocused` gives it.
    public typealias Binding = FocusBinding<Value>

    private let box: FocusBox<Value>

    /// The focus value: `false` or nil until the code sets it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding for ``View/focused(_:)`` and ``View/focused(_:equals:)``.
    public var projectedValue: Binding { Binding(box: box) }

    /// A Boolean focus state, `false` at first.
    public init() where Value == Bool { box = FocusBox(false) }
    /// An optional focus state, nil at first.
    public init<T: Hashable>() where Value == T? { box = FocusBox(nil) }
}

/// How a view takes part in focus, as SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Focus for typing into the view.
    public static let edit = FocusInteractions(rawValue: 1)
    /// Focus for activating the view.
    public static let activate = FocusInteractions(rawValue: 2)
    /// Every interaction.
    public static let automatic: FocusInteractions = [.edit, .activate]
}

nonisolated extension View {
    /// Binds this view's focus to a Boolean state; nothing takes focus in a snapshot, so it
    /// changes no pixel.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Binds this view's focus to a state that equals `value` while it has focus; no effect in a
    /// snapshot.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
    /// Whether the view can take focus; no effect in a snapshot.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// Whether the view can take focus for the given interactions; no effect in a snapshot.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
}
