/// Reads a value of the environment the view is rendered in, as SwiftUI's `@Environment`:
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(\.dynamicTypeSize) private var typeSize
/// @Environment(CartModel.self) private var cart
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(read: (EnvironmentValues) -> Value)
    }
    private let source: Source
    /// For a required object: the object's type name when the environment lacks it.
    private var requirement: ((EnvironmentValues) -> String?)?

    /// The value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// The value, read from the environment of the body being evaluated.
    public var wrappedValue: Value {
        let env = EnvironmentValues.current
        switch source {
        case .keyPath(let keyPath): return env[keyPath: keyPath]
        case .object(let read): return read(env)
        }
    }
}

extension Environment where Value: AnyObject & Observable {
    /// The `@Observable` object of `type` that `.environment(object)` put above this view.
    /// When none was put there, rendering fails with ``UIError/missingEnvironmentObject(path:type:)``
    /// before the view's body runs (SwiftUI stops the program); reading it outside a body (in an
    /// initialiser) with none there stops the program.
    public init(_ type: Value.Type) {
        requirement = { env in env[object: type] == nil ? "\(type)" : nil }
        source = .object(read: { env in
            guard let object = env[object: type] else {
                fatalError("No \(type) in the environment: add .environment(\(type)(…)) above this view")
            }
            return object
        })
    }
}

extension Environment {
    /// The `@Observable` object of `type` that `.environment(object)` put above this view, or nil.
    public init<T: AnyObject & Observable>(_ type: T.Type) where Value == T? {
        source = .object(read: { env in env[object: type] })
    }
}

extension Environment: EnvironmentRequirement {
    func missingObject(in env: EnvironmentValues) -> String? { requirement?(env) }
}

/// A property of a view that needs an object in the environment (`@Environment(Model.self)`,
/// `@EnvironmentObject`): checked before the view's body runs, so a missing object is a typed
/// error naming the view, not a crash.
protocol EnvironmentRequirement {
    /// The type name of the missing object, or nil when the environment has it.
    func missingObject(in env: EnvironmentValues) -> String?
}
