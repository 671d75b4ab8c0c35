/// A view's own value, as SwiftUI's `@State`. A snapshot shows its initial value; setting it
/// (from an action that a snapshot never runs, or before rendering) keeps the new value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private let box: Box

    /// State starting at `wrappedValue`.
    public init(wrappedValue value: Value) { box = Box(value) }
    /// State starting at `value`.
    public init(initialValue value: Value) { box = Box(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$isOn`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() { self.init(wrappedValue: nil) }
}
