/// An axis-aligned rectangle: an origin (top-left, y down) and a size.
///
/// A negative width or height is kept as given: `minX`…`maxY`, `width` and `height` read the
/// rectangle normalised, while ``isEmpty`` is true for it (as for a zero size).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
    @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
    @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
    @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { abs(size.width) }
    @inlinable public var height: Double { abs(size.height) }

    /// Whether the rectangle encloses no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The normalised rectangle shrunk by `dx` on the left and right and `dy` on the top and
    /// bottom (negative values grow it), as `CGRect.insetBy(dx:dy:)`.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by `(dx, dy)`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `point` lies inside (the right and bottom edges excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
