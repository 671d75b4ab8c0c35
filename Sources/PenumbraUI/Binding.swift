/// A read-write reference to a value owned elsewhere, as SwiftUI's `@Binding`: controls take
/// one (`Toggle(isOn: $isOn)`); `.constant(_:)` makes one for a preview or a snapshot.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding through a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding through a getter and a setter that also takes a transaction (ignored).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = { set($0, Transaction()) }
    }

    /// A binding to `projectedValue`'s value (the `@Binding var x: T` initialiser form).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding whose value never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself (`$value` inside a view that holds `@Binding var value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// The same binding with a transaction (ignored: snapshots have no animation).
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
    /// The same binding with an animation (ignored: snapshots have no animation).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to an optional value, or nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

/// Makes bindings to an `@Observable` object's properties (`$model.name`), as SwiftUI's `@Bindable`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to `object`'s properties.
    public init(_ object: Value) { wrappedValue = object }

    /// Itself: `$model.name` reads through ``subscript(dynamicMember:)``.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
