/// What an accessibility element is and does (UIKit's `UIAccessibilityTraits`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 19)
}

/// UIKit's accessibility settings and announcements. The settings are iOS's defaults (every one
/// off), the same on every machine; posted notifications go nowhere in a render.
public enum UIAccessibility {
    /// A notification posted to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }
    /// Posts a notification; nothing listens in a render.
    public static func post(notification: Notification, argument: Any?) {}
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    /// The frame converted to screen coordinates (the same in a render's window).
    @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { view.convert(rect, to: nil) }
    /// Notification names posted when a setting changes.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// A custom accessibility action.
open class UIAccessibilityCustomAction: NSObject, @unchecked Sendable {
    public let name: String
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) { self.name = name }
}
