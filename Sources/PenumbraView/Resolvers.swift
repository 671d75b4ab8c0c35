import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraText
import Foundation
import PenumbraVector

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
    /// The asset `name` under `traits` as the renderer draws it (pixels or vectors, template
    /// intent, mirroring), nil when unknown. The default wraps ``image(named:traits:)``.
    /// - Throws: ``ViewError/invalidImage(path:name:reason:)`` when the asset exists but has no
    ///   file it can read, ``ViewError/damagedImage(path:name:_:)`` when its file does not decode
    ///   (both with an empty path, which the renderer fills in).
    func asset(named name: String, traits: Traits) throws(ViewError) -> AssetImage?
    /// Every asset name, for suggestions.
    var imageNames: [String] { get }
}

extension ImageResolver {
    public func asset(named name: String, traits: Traits) throws(ViewError) -> AssetImage? {
        image(named: name, traits: traits).map { AssetImage(content: .bitmap($0.bitmap, scale: $0.scale)) }
    }
}

/// An image asset for one trait collection.
public struct AssetImage: Sendable {
    /// What the asset's file holds.
    public enum Content: Sendable {
        /// Premultiplied pixels made for `scale` pixels per point.
        case bitmap(Bitmap, scale: Int)
        /// A vector image (SVG or PDF), its size in points. Drawn as vectors at any size when
        /// `preservesVector`; otherwise rendered at its own size and scaled, as Xcode does.
        case vector(VectorDrawing, preservesVector: Bool)
        /// A custom symbol's SF Symbols template (its SVG), read for the font's weight and sized
        /// by the font when drawn.
        case symbolTemplate(Data, file: String)
    }
    public var content: Content
    /// Whether the asset's rendering intent is "Template Image" (tinted by the foreground).
    public var isTemplate: Bool
    /// Whether the file was made for the other writing direction and is drawn mirrored.
    public var isMirrored: Bool

    public init(content: Content, isTemplate: Bool = false, isMirrored: Bool = false) {
        self.content = content; self.isTemplate = isTemplate; self.isMirrored = isMirrored
    }
}

/// Measures text for layout: the size of `text` set in `font`, wrapped to `maxWidth` points
/// (nil: one line per paragraph) and cut to `lineLimit` lines (nil: no limit).
public protocol TextMeasurer: Sendable {
    /// The text's size in points.
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size
    /// The point size of a Dynamic Type style at a content size category.
    func pointSize(of style: TextStyle, category: PenumbraCore.ContentSizeCategory) -> Double
    /// Whether a family is registered (nil family: the default).
    func hasFamily(_ family: String) -> Bool
    /// Every registered family, for suggestions.
    var familyNames: [String] { get }
    /// Draws a text run laid out in `frame` (points) into `canvas` (device pixels, `scale` per
    /// point). The run's alignment is physical (leading is the left edge).
    func draw(_ run: TextRun, in frame: Rect, scale: Double, into canvas: inout RasterCanvas) throws(ViewError)
    /// A run's size: its text with its font, line limit and line spacing.
    func measure(_ run: TextRun, maxWidth: Double?) -> Size
    /// Where a run's first and last baselines lie, in points from its top, when its lines wrap
    /// at `maxWidth`.
    func baselines(_ run: TextRun, maxWidth: Double?) -> (first: Double, last: Double)
}

extension TextMeasurer {
    /// A run's size: its text measured with its font and line limit, and its line spacing added
    /// between the lines (counted from the height of one line).
    public func measure(_ run: TextRun, maxWidth: Double?) -> Size {
        let size = measure(run.string, font: run.font, maxWidth: maxWidth, lineLimit: run.lineLimit)
        guard run.lineSpacing > 0, size.height > 0 else { return size }
        let line = measure("X", font: run.font, maxWidth: nil, lineLimit: 1).height
        let lines = line > 0 ? (size.height / line).rounded() : 1
        return Size(size.width, size.height + max(0, lines - 1) * run.lineSpacing)
    }

    /// Baselines at the bottom of the first line (one line's height) and of the last (the
    /// run's height): a measurer without font metrics.
    public func baselines(_ run: TextRun, maxWidth: Double?) -> (first: Double, last: Double) {
        var one = run
        one.lineLimit = 1
        return (measure(one, maxWidth: maxWidth).height, measure(run, maxWidth: maxWidth).height)
    }

    /// Draws nothing: a measurer that only measures (layout tests).
    public func draw(_ run: TextRun, in frame: Rect, scale: Double, into canvas: inout RasterCanvas) throws(ViewError) {}
}

/// No image assets.
public struct NoImages: ImageResolver {
    public init() {}
    public func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)? { nil }
    public var imageNames: [String] { [] }
}
