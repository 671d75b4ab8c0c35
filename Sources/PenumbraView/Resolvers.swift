import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraText

/// Resolves palette colour names for a trait collection.
public protocol ColorResolver: Sendable {
    /// The colour `name` resolves to under `traits`, or nil when the palette has no such name.
    func resolve(_ name: String, traits: Traits) -> ResolvedColor?
    /// Every name the palette defines, for "did you mean" suggestions.
    var colorNames: [String] { get }
}

/// Resolves image asset names for a trait collection.
public protocol ImageResolver: Sendable {
    /// The premultiplied pixels and their scale for `name` under `traits`, or nil when unknown.
    func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)?
    /// Every asset name, for suggestions.
    var imageNames: [String] { get }
}

/// Measures text for layout: the size of `text` set in `font`, wrapped to `maxWidth` points
/// (nil: one line per paragraph) and cut to `lineLimit` lines (nil: no limit).
public protocol TextMeasurer: Sendable {
    /// The text's size in points.
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size
    /// The point size of a Dynamic Type style at a content size category.
    func pointSize(of style: TextStyle, category: PenumbraStyle.ContentSizeCategory) -> Double
    /// Whether a family is registered (nil family: the default).
    func hasFamily(_ family: String) -> Bool
    /// Every registered family, for suggestions.
    var familyNames: [String] { get }
    /// Draws a text run laid out in `frame` (points) into `canvas` (device pixels, `scale` per
    /// point). The run's alignment is physical (leading is the left edge).
    func draw(_ run: TextRun, in frame: Rect, scale: Double, into canvas: inout RasterCanvas) throws(ViewError)
}

extension TextMeasurer {
    /// Draws nothing: a measurer that only measures (layout tests).
    public func draw(_ run: TextRun, in frame: Rect, scale: Double, into canvas: inout RasterCanvas) throws(ViewError) {}
}

/// No image assets.
public struct NoImages: ImageResolver {
    public init() {}
    public func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)? { nil }
    public var imageNames: [String] { [] }
}
