/// An axis-aligned rectangle of whole pixels: `x, y` the top-left pixel, `width × height`
/// pixels. The one integer rectangle of the public API: ignore regions, the changed regions a
/// comparison reports, the boxes of check findings and of assertion differences. (The report's
/// `PixelRegion` is a type of the versioned results schema; the rasterizer's internal clip box
/// is half-open and may be empty.)
///
/// ## Guarantees
/// - `width ≥ 1` and `height ≥ 1`: a rectangle always covers at least one pixel.
/// - `x + width`, `y + height` and `width × height` do not overflow `Int`, so ``maxX``, ``maxY``
///   and ``area`` are exact.
/// - Decoding checks the same: a JSON rectangle with a zero side is a decoding error, not a
///   rectangle.
/// `x` and `y` may be negative (an ignore rectangle that starts outside the image).
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The left column and top row, in pixels from the image's top-left corner.
    public let x: Int, y: Int
    /// The size in pixels, each at least 1.
    public let width: Int, height: Int

    /// Creates a rectangle.
    /// - Throws: ``PixelRectError`` when a side is below 1 or an edge or the area overflows.
    public init(x: Int, y: Int, width: Int, height: Int) throws(PixelRectError) {
        guard width >= 1, height >= 1 else { throw .emptySide(x: x, y: y, width: width, height: height) }
        guard !x.addingReportingOverflow(width).overflow, !y.addingReportingOverflow(height).overflow,
              !width.multipliedReportingOverflow(by: height).overflow else {
            throw .overflow(x: x, y: y, width: width, height: height)
        }
        self.init(unchecked: x, y, width, height)
    }

    /// A rectangle the caller has proven valid (sides at least 1, no overflow): the modules of
    /// this package build them from bounds they computed.
    package init(unchecked x: Int, _ y: Int, _ width: Int, _ height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    private enum CodingKeys: String, CodingKey { case x, y, width, height }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let x = try c.decode(Int.self, forKey: .x), y = try c.decode(Int.self, forKey: .y)
        let width = try c.decode(Int.self, forKey: .width), height = try c.decode(Int.self, forKey: .height)
        do {
            try self.init(x: x, y: y, width: width, height: height)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// One past the right column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// `width × height`.
    public var area: Int { width * height }

    /// Whether pixel `(px, py)` is inside.
    @inlinable public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// Whether the two rectangles share a pixel.
    public func intersects(_ other: PixelRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The smallest rectangle containing both.
    public func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(unchecked: x0, y0, max(maxX, other.maxX) - x0, max(maxY, other.maxY) - y0)
    }

    /// `"X,Y WxH"`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

/// Why four integers are not a ``PixelRect``.
public enum PixelRectError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A side is zero or negative.
    case emptySide(x: Int, y: Int, width: Int, height: Int)
    /// An edge or the area does not fit in an `Int`.
    case overflow(x: Int, y: Int, width: Int, height: Int)

    public var description: String {
        switch self {
        case let .emptySide(x, y, w, h): return "rectangle \(x),\(y),\(w),\(h) needs a width and height of at least 1 pixel"
        case let .overflow(x, y, w, h): return "rectangle \(x),\(y),\(w),\(h) is too large: its edges or area overflow"
        }
    }
}
