import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry`, as SwiftUI's: a property in an extension of `EnvironmentValues`, `Transaction`,
/// `ContainerValues` or `FocusedValues` becomes a computed property over a private key type.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// // expands to
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[__Key_accent.self] }
///         set { self[__Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: PenumbraUI.EnvironmentKey {
///         typealias Value = Color
///         static var defaultValue: Value { .blue }
///     }
/// }
/// ```
/// The key's protocol follows the extended type, found in the macro's lexical context as
/// SwiftUI's own expansion finds it. The default value is computed on each read, as SwiftUI's
/// is, so a non-`Sendable` default needs no global storage.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, attribute: node, context: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, attribute: node, context: context)
        return [entry.keyDeclaration()]
    }
}

/// The containers `@Entry` serves and the key protocol of each.
enum EntryContainer: String, CaseIterable {
    case environmentValues = "EnvironmentValues"
    case transaction = "Transaction"
    case containerValues = "ContainerValues"
    case focusedValues = "FocusedValues"

    /// The key protocol, qualified so that a type of the same name in the user's module does not
    /// capture it.
    var keyProtocol: String {
        switch self {
        case .environmentValues: "PenumbraUI.EnvironmentKey"
        case .transaction: "PenumbraUI.TransactionKey"
        case .containerValues: "PenumbraUI.ContainerValueKey"
        case .focusedValues: "PenumbraUI.FocusedValueKey"
        }
    }

    /// The container of the innermost type or extension around the macro, by its last name
    /// component (`SwiftUI.EnvironmentValues` is `EnvironmentValues`).
    init?(lexicalContext: [Syntax]) {
        for scope in lexicalContext {
            let name: String
            if let ext = scope.as(ExtensionDeclSyntax.self) {
                name = ext.extendedType.trimmedDescription
            } else if let type = scope.asProtocol(NamedDeclSyntax.self) {
                name = type.name.text
            } else {
                continue
            }
            let last = name.split(separator: ".").last.map(String.init) ?? name
            self.init(rawValue: last)
            return
        }
        return nil
    }
}

/// One `@Entry` property, read from its declaration.
struct Entry {
    let container: EntryContainer
    let name: String
    let type: TypeSyntax?
    let defaultValue: ExprSyntax?

    var keyName: String { "__Key_\(name)" }

    init(_ declaration: some DeclSyntaxProtocol, attribute: AttributeSyntax, context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { throw MacroDiagnostic.entryNotOnVariable.error(at: attribute) }
        guard binding.accessorBlock == nil else { throw MacroDiagnostic.entryHasAccessors.error(at: binding) }
        guard let container = EntryContainer(lexicalContext: context.lexicalContext) else {
            throw MacroDiagnostic.entryOutsideContainer.error(at: attribute)
        }
        self.container = container
        name = identifier.identifier.trimmedDescription
        type = binding.typeAnnotation?.type.trimmed
        defaultValue = binding.initializer?.value.trimmed
        if type == nil && defaultValue == nil { throw MacroDiagnostic.entryWithoutType.error(at: binding) }
        if container == .focusedValues {
            guard let type, Entry.wrappedOptional(type) != nil else {
                throw MacroDiagnostic.focusedEntryNotOptional.error(at: binding)
            }
        } else if defaultValue == nil, let type, Entry.wrappedOptional(type) == nil {
            throw MacroDiagnostic.entryWithoutDefault.error(at: binding)
        }
    }

    /// The private key type beside the property.
    func keyDeclaration() -> DeclSyntax {
        if container == .focusedValues, let type, let wrapped = Entry.wrappedOptional(type) {
            return """
                private struct \(raw: keyName): \(raw: container.keyProtocol) {
                    typealias Value = \(wrapped)
                }
                """
        }
        if let type {
            let value = defaultValue ?? "nil"
            return """
                private struct \(raw: keyName): \(raw: container.keyProtocol) {
                    typealias Value = \(type)
                    static var defaultValue: Value { \(value) }
                }
                """
        }
        // No annotation: the property's type is the default value's, inferred once for both. A
        // stored constant, as SwiftUI's expansion has it: a Sendable default (every literal) needs
        // nothing more, and `nonisolated(unsafe)` would warn in every consumer's build.
        let value = defaultValue ?? "nil"
        return """
            private struct \(raw: keyName): \(raw: container.keyProtocol) {
                static let defaultValue = \(value)
            }
            """
    }

    /// `T` of `T?`, `T!` or `Optional<T>`; nil for any other type.
    static func wrappedOptional(_ type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmed }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return implicit.wrappedType.trimmed }
        if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
           let argument = named.genericArgumentClause?.arguments.first, named.genericArgumentClause?.arguments.count == 1 {
            return TypeSyntax("\(raw: argument.trimmedDescription)")
        }
        if let member = type.as(MemberTypeSyntax.self), member.name.text == "Optional",
           member.baseType.trimmedDescription == "Swift",
           let argument = member.genericArgumentClause?.arguments.first, member.genericArgumentClause?.arguments.count == 1 {
            return TypeSyntax("\(raw: argument.trimmedDescription)")
        }
        return nil
    }
}
