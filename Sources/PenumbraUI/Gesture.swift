import Foundation

/// A gesture, as SwiftUI's `Gesture`. A still image has no touches: gestures compile, attach and
/// never fire, and the view draws as it is.
public protocol Gesture<Value> {
    /// What the gesture reports.
    associatedtype Value
    /// A gesture built from others.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
}

/// The body of a primitive gesture.
public struct _NeverGesture: Gesture {
    public typealias Value = Never
    public var body: _NeverGesture { self }
}

/// Gestures that are not built from others.
public protocol _PrimitiveGesture: Gesture where Body == _NeverGesture {}
extension _PrimitiveGesture {
    public var body: _NeverGesture { _NeverGesture() }
}

/// A gesture with handlers attached; they are never called in a render.
public struct _HandledGesture<Base: Gesture>: _PrimitiveGesture {
    public typealias Value = Base.Value
    let base: Base
}

/// A gesture whose value is mapped.
public struct _MappedGesture<Base: Gesture, Value>: _PrimitiveGesture {
    let base: Base
}

/// Two gestures combined (simultaneous, sequenced or exclusive).
public struct _CombinedGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public typealias Value = (first: First.Value?, second: Second.Value?)
    let first: First, second: Second
}

extension Gesture {
    /// Calls `action` as the gesture changes (never, in a render).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _HandledGesture<Self> { _HandledGesture(base: self) }
    /// Calls `action` when the gesture ends (never, in a render).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _HandledGesture<Self> { _HandledGesture(base: self) }
    /// Updates gesture state as the gesture changes (never, in a render).
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> _HandledGesture<Self> {
        _HandledGesture(base: self)
    }
    /// The gesture with its value mapped.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MappedGesture<Self, T> { _MappedGesture(base: self) }
    /// Both gestures at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> _CombinedGesture<Self, Other> { _CombinedGesture(first: self, second: other) }
    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> _CombinedGesture<Self, Other> { _CombinedGesture(first: self, second: other) }
    /// This gesture, else `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> _CombinedGesture<Self, Other> { _CombinedGesture(first: self, second: other) }
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: _PrimitiveGesture {
    /// A drag's state.
    public struct Value: Equatable, Sendable {
        public var time = Date(timeIntervalSince1970: 0)
        public var location = CGPoint.zero
        public var startLocation = CGPoint.zero
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity = CGSize.zero
        public var predictedEndLocation = CGPoint.zero
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
        public init() {}
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: _PrimitiveGesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A tap with its location, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: _PrimitiveGesture {
    public struct Value: Equatable, Sendable { public var location = CGPoint.zero }
    public var count: Int
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

/// A long press, as SwiftUI's `LongPressGesture`.
public struct LongPressGesture: _PrimitiveGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A pinch, as SwiftUI's `MagnifyGesture` (and its older name).
public struct MagnifyGesture: _PrimitiveGesture {
    public struct Value: Equatable, Sendable { public var magnification: CGFloat = 1 }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}
public typealias MagnificationGesture = MagnifyGesture

/// A rotation, as SwiftUI's `RotateGesture`.
public struct RotateGesture: _PrimitiveGesture {
    public struct Value: Equatable, Sendable { public var rotation = Angle.zero }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// State a gesture sets while it runs, as SwiftUI's `@GestureState`: always its initial value
/// in a render.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view and its subviews take part.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

nonisolated extension View {
    /// Attaches a gesture; the view draws as it is.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Attaches a gesture that runs with the view's others; the view draws as it is.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Attaches a gesture that wins over the view's others; the view draws as it is.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
}

/// An optional gesture is a gesture (`.gesture(isEnabled ? drag : nil)`), as in SwiftUI; nil
/// attaches none. A still image fires neither.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public var body: _NeverGesture { _NeverGesture() }
}
