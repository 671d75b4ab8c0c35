/// UIKit's control: a view with a state (enabled, selected, highlighted, focused) that sends
/// actions for events. Nothing is touched in a render; tests set the state they want to see.
open class UIControl: UIView {
    /// Control states, as a bit set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
    /// Events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    /// Where content lies across the control's width.
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable { case center, left, right, fill, leading, trailing }
    /// Where content lies across the control's height.
    public enum ContentVerticalAlignment: Int, Hashable, Sendable { case center, top, bottom, fill }

    /// Whether the control is enabled (drawn dimmed when not). Default true.
    open var isEnabled = true { didSet { if oldValue != isEnabled { stateChanged() } } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { if oldValue != isSelected { stateChanged() } } }
    /// Whether the control is highlighted (pressed).
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { stateChanged() } } }
    /// Whether the control is focused; a render state a test may set.
    open var penumbraIsFocused = false { didSet { if oldValue != penumbraIsFocused { stateChanged() } } }
    /// The state.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if penumbraIsFocused { s.insert(.focused) }
        return s
    }
    /// Where content lies across the width. Default `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where content lies across the height. Default `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    /// The content alignment with leading and trailing resolved.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        case .trailing: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        default: contentHorizontalAlignment
        }
    }
    /// Whether the control is being touched; never in a render.
    open var isTracking: Bool { false }
    /// Whether a touch is inside; never in a render.
    open var isTouchInside: Bool { false }
    private var actions: [(UIAction, Event)] = []

    /// Called when the state changes.
    func stateChanged() { setNeedsLayout() }

    /// Adds an action for events.
    open func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }
    /// Removes an action.
    open func removeAction(_ action: UIAction, for events: Event) { actions.removeAll { $0.0 === action } }
    /// Removes an action by identifier.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        actions.removeAll { $0.0.identifier == identifier }
    }
    /// Runs the actions for `events` (a test may call it; nothing else does).
    open func sendActions(for events: Event) {
        for (action, e) in actions where !e.intersection(events).isEmpty { action.perform(sender: self) }
    }
    /// Target–action is Objective-C; accepted and unused on Linux.
    open func addTarget(_ target: Any?, action: String, for events: Event) {}
}

/// A closure-based action (UIKit's `UIAction`).
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    /// The title, in menus.
    open var title: String
    /// The image, in menus.
    open var image: UIImage?
    /// The identifier.
    public let identifier: Identifier
    /// The object that sent the action while its handler runs.
    open private(set) var sender: Any?
    private let handler: (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: MenuElementState = .off, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }

    /// Menu element attributes.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1), destructive = Attributes(rawValue: 2), hidden = Attributes(rawValue: 4)
    }
    /// A menu element's check state.
    public enum MenuElementState: Int, Hashable, Sendable { case off, on, mixed }
}
