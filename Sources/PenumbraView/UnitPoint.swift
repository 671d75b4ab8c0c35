import PenumbraCore

/// A point in a view's frame in unit coordinates: (0, 0) is the leading top corner, (1, 1) the
/// trailing bottom one, as SwiftUI's `UnitPoint`. In a right-to-left layout `x` counts from the
/// right edge, so `.leading` is the right edge there.
public struct UnitPoint: Hashable, Sendable {
    /// Fraction of the width from the leading edge (values outside 0…1 lie outside the frame).
    public var x: Double
    /// Fraction of the height from the top edge.
    public var y: Double

    /// A unit point; non-finite components become 0.
    public init(x: Double, y: Double) {
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }

    /// The leading top corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The leading top corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The trailing top corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The leading bottom corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The trailing bottom corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// Every named unit point, by the name fixtures use (`top`, `bottomTrailing`…).
    public static let named: [(name: String, value: UnitPoint)] = [
        ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]

    /// The point mirrored for a right-to-left layout (`x` measured from the other edge).
    var mirrored: UnitPoint { UnitPoint(x: 1 - x, y: y) }

    /// The point in `rect` (same units as the rectangle).
    func point(in rect: Rect) -> Point { Point(rect.minX + x * rect.width, rect.minY + y * rect.height) }
}
