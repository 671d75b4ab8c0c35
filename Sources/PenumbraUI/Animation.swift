import PenumbraView

/// An animation, as SwiftUI's `Animation`. A snapshot shows the end state, so animations compile
/// and have no effect.
public struct Animation: Hashable, Sendable {
    private let name: String
    private init(_ name: String) { self.name = name }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// The context of a state change, as SwiftUI's `Transaction`; no effect on a snapshot.
public struct Transaction: Sendable {
    /// The animation; snapshots show the end state whatever it is.
    public var animation: Animation?
    /// Whether animations are disabled.
    public var disablesAnimations = false
    /// Custom values, by ``TransactionKey``.
    var entries = TransactionEntries()
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body`: with no animation in a snapshot, its changes are simply applied.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// A view's appearance and disappearance animation, as SwiftUI's `AnyTransition`; no effect on a snapshot.
public struct AnyTransition: Sendable {
    private init() {}
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
