/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Equatable, Sendable {
    private let name: String
    private init(name: String) { self.name = name }

    /// A named custom action.
    public init(named name: Text) { self.name = "named \(String(describing: name))" }

    /// The element's default action (a double tap with VoiceOver).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismisses a modal view or cancels an operation (the escape gesture).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deletes the element's content.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Shows a menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

/// The direction of an adjustable element's change, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment
    case decrement
}

/// A heading level for assistive technologies, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of text content, as SwiftUI's `AccessibilityTextContentType`.
public struct AccessibilityTextContentType: Sendable {
    private let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

extension AccessibilityTraits {
    // The traits SwiftUI has beside the ones declared with the type; bits from 2^16 up, clear
    // of the type's own.
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 16)
    /// Plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 17)
    /// A key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 18)
    /// Summary information shown when the app starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 19)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 20)
    /// Allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 21)
    /// Turns the page when VoiceOver reaches the end of its content.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 22)
    /// Isolates assistive technologies to this element's content.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 23)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 24)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 25)
}
