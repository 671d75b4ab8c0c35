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
    /// Reading it when none was put there stops the program, as SwiftUI does; put one in every
    /// tree you render.
    public init(_ type: Value.Type) {
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
