/// A key for a value a view gives its container, as SwiftUI's `ContainerValueKey`. Declare one
/// with `@Entry` in an extension of ``ContainerValues``.
public protocol ContainerValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view gives the container it is in, as SwiftUI's `ContainerValues`
/// (`.containerValue(\.isHighlighted, true)`), which custom containers read from their
/// subviews.
///
/// Penumbra's containers read none (it has no `ForEach(subviewOf:)` yet), so setting one
/// changes no pixel, as it changes none in a container that does not read it on iOS.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Every key at its default.
    public init() {}

    /// A key's value: the one set, else the key's default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Sets a value for the container this view is in, as SwiftUI's modifier; no container of
    /// Penumbra's reads it.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View { self }
}
