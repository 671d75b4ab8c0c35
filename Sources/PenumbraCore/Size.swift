/// A width and height in a continuous coordinate space (points in layout, pixels in the
/// rasterizer). Negative values are allowed in arithmetic; APIs that need a non-negative size
/// validate it.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double, height: Double

    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }

    public static let zero = Size(width: 0, height: 0)

    public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }

    public var description: String { "\(width)x\(height)" }
}
