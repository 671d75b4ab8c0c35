/// Creates an environment value, transaction, container value or focused value entry, as
/// SwiftUI's `@Entry`: the property becomes a computed property over a private key whose default
/// is the property's initial value.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var theme: Theme = .standard
///     @Entry var showsBadges = true
/// }
/// extension FocusedValues {
///     @Entry var selectedDocument: Binding<Document>?
/// }
/// ```
/// The key's protocol follows the extended type: ``EnvironmentKey``, ``TransactionKey``,
/// ``ContainerValueKey`` or ``FocusedValueKey`` (whose entries are optional and nil by default).
/// Anywhere else the macro fails with an error at the property.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PenumbraUIMacros", type: "EntryMacro")
