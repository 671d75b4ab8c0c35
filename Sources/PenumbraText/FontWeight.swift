/// A font weight on the OpenType `usWeightClass` scale (1-1000; 400 regular, 700 bold).
public struct FontWeight: Sendable, Hashable, Comparable, Codable {
    /// The weight class, clamped to 1...1000.
    public let value: Int

    /// A weight; values outside 1...1000 are clamped.
    public init(_ value: Int) { self.value = min(1000, max(1, value)) }

    /// 100.
    public static let thin = FontWeight(100)
    /// 200.
    public static let extraLight = FontWeight(200)
    /// 300.
    public static let light = FontWeight(300)
    /// 400.
    public static let regular = FontWeight(400)
    /// 500.
    public static let medium = FontWeight(500)
    /// 600.
    public static let semibold = FontWeight(600)
    /// 700.
    public static let bold = FontWeight(700)
    /// 800.
    public static let heavy = FontWeight(800)
    /// 900.
    public static let black = FontWeight(900)

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
}
