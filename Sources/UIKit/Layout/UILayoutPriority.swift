/// How much a constraint matters, 1…1000 (UIKit's `UILayoutPriority`): 1000 must hold; below it
/// the layout comes as close as it can, a higher priority winning over any number of lower ones.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// What `systemLayoutSizeFitting` uses to reach the target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A scene resize drag (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// A scene size staying put (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: Self, b: Float) -> Self { Self(a.rawValue + b) }
    public static func - (a: Self, b: Float) -> Self { Self(a.rawValue - b) }
}
