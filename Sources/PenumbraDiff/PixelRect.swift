import Foundation

/// An axis-aligned rectangle of whole pixels: `x, y` the top-left pixel, `width × height` pixels.
///
/// Used for ignore regions and for the changed regions a comparison reports.
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The left column and top row, in pixels from the image's top-left corner (may be negative
    /// for an ignore rectangle that starts outside the image).
    public let x: Int, y: Int
    /// The size in pixels, each at least 1.
    public let width: Int, height: Int

    /// Creates a rectangle; throws when a side is below 1.
    public init(x: Int, y: Int, width: Int, height: Int) throws(DiffError) {
        guard width >= 1, height >= 1 else {
            throw .invalidOption(name: "rectangle", value: "\(x),\(y),\(width),\(height)",
                                 expected: "a width and height of at least 1 pixel")
        }
        self.init(unchecked: x, y, width, height)
    }

    init(unchecked x: Int, _ y: Int, _ width: Int, _ height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// Parses `X,Y,W,H` (integers, `W` and `H` at least 1).
    public init(parsing text: String) throws(DiffError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int(String($0).trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else {
            throw .invalidOption(name: "ignore", value: text, expected: "X,Y,W,H (four integers)")
        }
        try self.init(x: x, y: y, width: w, height: h)
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
