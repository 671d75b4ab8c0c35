/// What a still image cannot show: gestures, actions, lifecycle, animation, focus, accessibility
/// and navigation metadata. They compile as in SwiftUI and leave the view as it is.
nonisolated extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// The action inherits the actor of where it is written (a body's: the main actor), as
    /// SwiftUI declares it, so it may touch the view's main-actor state without `await`.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    public func onSubmit(_ action: @escaping () -> Void) -> some View { self }
    /// Pull to refresh: nothing shows until the user pulls.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    /// A menu shown on a long press: nothing shows at rest.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
    /// A menu with a preview shown on a long press: nothing shows at rest.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    /// Changes the transaction of changes in the subtree; a still image animates nothing.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    public func transition(_ t: AnyTransition) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// The shape a ``ContainerRelativeShape`` in the subtree takes on iOS; it draws nothing
    /// itself. A ``ContainerRelativeShape`` still draws its frame's rectangle here.
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func help(_ text: String) -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ label: String) -> some View { self }
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint(_ hint: String) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityValue(_ value: String) -> some View { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilitySortPriority(_ priority: Double) -> some View { self }
}

/// Safe-area regions, as SwiftUI's `SafeAreaRegions`; a snapshot has no safe area.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Accessibility traits, as SwiftUI's `AccessibilityTraits`; not drawn.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16)
    public static let isStaticText = AccessibilityTraits(rawValue: 32)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 64)
}

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`; not drawn.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let combine = AccessibilityChildBehavior(name: "combine")
    public static let contain = AccessibilityChildBehavior(name: "contain")
}
