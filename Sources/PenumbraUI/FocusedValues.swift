/// A key for a value that the focused view publishes, as SwiftUI's `FocusedValueKey`. Declare
/// one with `@Entry` in an extension of ``FocusedValues``.
public protocol FocusedValueKey {
    /// The value's type (a focused value itself is optional: nil where no view publishes one).
    associatedtype Value
}

/// The values the focused view and its ancestors publish, as SwiftUI's `FocusedValues`.
///
/// A snapshot has no focused view, so every focused value reads nil, as on iOS when nothing has
/// focus; ``View/focusedValue(_:_:)`` compiles and publishes to no one.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No published values.
    public init() {}

    /// A key's value; nil where none is published.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Reads a value that the focused view publishes, as SwiftUI's `@FocusedValue`: always nil in a
/// snapshot, which has no focus.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// The value at a key path of ``FocusedValues``.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// The published value; nil with nothing focused.
    public var wrappedValue: Value? { nil }
}

/// Reads a binding that the focused view publishes, as SwiftUI's `@FocusedBinding`: always nil
/// in a snapshot, which has no focus.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// The binding at a key path of ``FocusedValues``.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    /// The bound value; nil with nothing focused, and setting it changes nothing.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    /// A binding to the bound value.
    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

nonisolated extension View {
    /// Publishes a value while this view has focus, as SwiftUI's modifier; nothing has focus in
    /// a snapshot, so it changes no pixel.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    /// Publishes a value, or nil, while this view has focus; no effect in a snapshot.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    /// Publishes a value for the scene while this view's scene has focus; no effect in a snapshot.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    /// Publishes a value, or nil, for the scene; no effect in a snapshot.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
}
