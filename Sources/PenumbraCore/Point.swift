/// A point in a two-dimensional coordinate space (points in layout, pixels in the rasterizer;
/// the API that takes one says which). The y axis points down, as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double, y: Double

    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }

    public var description: String { "(\(x), \(y))" }
}
