// Combine's `ObservableObject` and `@Published`, as SwiftUI uses them: Apple's Combine on macOS,
// the Combine module of Sources/LinuxShims (OpenCombine) on Linux. SwiftUI re-exports Combine, so
// a file that imports SwiftUI alone sees `ObservableObject`, `AnyCancellable` and `Just`; so does
// one that imports PenumbraUI. A model's `objectWillChange` and its `$property` publishers work
// as on iOS; a snapshot reads the model once, when its body runs, so what they send after that
// changes no render.
@_exported import Combine

/// A model a view creates and owns, as SwiftUI's `@StateObject`: made once, from its initial value.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let object: ObjectType
    public init(wrappedValue thunk: @autoclosure () -> ObjectType) { object = thunk() }
    public var wrappedValue: ObjectType { object }
    /// Bindings to the model's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object) }
}

/// A model a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// Bindings to the model's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(wrappedValue) }

    /// Makes bindings to a model's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        init(_ object: ObjectType) { self.object = object }
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// A model put in the environment with `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    /// The model above this view. When none was put there, rendering fails with
    /// ``UIError/missingEnvironmentObject(path:type:)`` before the view's body runs; reading it
    /// outside a body with none there stops the program.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current[object: ObjectType.self] else {
            fatalError("No \(ObjectType.self) in the environment: add .environmentObject(\(ObjectType.self)(…)) above this view")
        }
        return object
    }
    /// Bindings to the model's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(wrappedValue) }
}

nonisolated extension View {
    /// Puts `object` in the subtree's environment for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        changingEnvironment { $0[object: T.self] = object }
    }
}

extension EnvironmentObject: EnvironmentRequirement {
    func missingObject(in env: EnvironmentValues) -> String? {
        env[object: ObjectType.self] == nil ? "\(ObjectType.self)" : nil
    }
}
