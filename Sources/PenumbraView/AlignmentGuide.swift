import Foundation
import PenumbraCore

/// A view's size as an alignment guide sees it, as SwiftUI's `ViewDimensions`: its width, its
/// height and where its standard guides lie.
public struct ViewDimensions: Hashable, Sendable {
    /// The width in points.
    public var width: CGFloat
    /// The height in points.
    public var height: CGFloat

    /// A view of `width` × `height` points.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Where a horizontal guide lies: leading 0, centre half the width, trailing the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(guide.offset(child: 0, parent: Double(width))) }
    /// Where a vertical guide lies: top 0, centre half the height, bottom the height.
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(guide.offset(child: 0, parent: Double(height))) }
    /// An explicit guide set on the view itself; none is kept, as for most views in SwiftUI.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// An explicit guide set on the view itself; none is kept, as for most views in SwiftUI.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A custom value for one of a view's alignment guides, as SwiftUI's `.alignmentGuide(_:computeValue:)`:
/// in a stack aligned by that guide, the view is placed so that the computed point lines up with
/// the other views' guides.
public struct AlignmentGuide: Hashable, Sendable {
    /// Which guide: a horizontal one (for a vertical stack) or a vertical one (for a horizontal stack).
    public enum Guide: Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    private final class Compute: @unchecked Sendable {
        let body: (ViewDimensions) -> CGFloat
        init(_ body: @escaping (ViewDimensions) -> CGFloat) { self.body = body }
    }

    /// The guide it sets.
    public let guide: Guide
    private let compute: Compute

    /// A guide computed from the view's dimensions. Two guides are equal only when they are
    /// the same value (a closure has no equality).
    public init(_ guide: Guide, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.guide = guide
        compute = Compute(computeValue)
    }

    /// The guide's position in a view of `dimensions`.
    public func value(in dimensions: ViewDimensions) -> Double {
        let v = Double(compute.body(dimensions))
        return v.isFinite ? v : 0
    }

    public static func == (a: AlignmentGuide, b: AlignmentGuide) -> Bool { a.guide == b.guide && a.compute === b.compute }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(guide)
        hasher.combine(ObjectIdentifier(compute))
    }
}
