/// A key for a custom value of a ``Transaction``, as SwiftUI's `TransactionKey`. Declare one with
/// `@Entry` in an extension of ``Transaction``.
public protocol TransactionKey {
    /// The value's type.
    associatedtype Value
    /// The value of a transaction that sets none.
    static var defaultValue: Value { get }
}

extension Transaction {
    /// A custom key's value: the one set, else the key's default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { entries.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { entries.values[ObjectIdentifier(key)] = newValue }
    }
}

/// The custom values of a ``Transaction``, by key type.
///
/// `@unchecked Sendable`: `Transaction` is `Sendable` and keys' values need not be, as in
/// SwiftUI, whose keys do not require it. A snapshot applies a transaction on the thread that
/// made it; nothing here is shared between threads.
struct TransactionEntries: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
}
