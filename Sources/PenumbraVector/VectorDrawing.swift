// The vector images icon exporters write (SVG and PDF), read into one model the renderer draws
// with Penumbra's rasterizer: shapes with fills and strokes, groups with opacity and clips.
import PenumbraCore

/// A vector image: what an SVG or PDF file in an asset catalog draws, in the file's own units.
///
/// Coordinates have the origin at the top-left corner of the image's box and y pointing down
/// (SVG's convention; a PDF page is flipped when read). The renderer scales `size` to the frame
/// it draws into.
public struct VectorDrawing: Hashable, Sendable {
    /// The image's box (an SVG `viewBox` or `width`/`height`, a PDF page's crop or media box).
    public var size: Size
    /// What is drawn, back to front.
    public var content: [VectorNode]

    public init(size: Size, content: [VectorNode]) {
        self.size = size
        self.content = content
    }
}

/// One thing a vector image draws.
public indirect enum VectorNode: Hashable, Sendable {
    /// A filled and/or stroked outline.
    case shape(VectorShape)
    /// Children drawn together: clipped, then composited once with an opacity.
    case group(VectorGroup)
    /// A raster image.
    case image(VectorImage)
    /// A smooth shading given as a triangle mesh.
    case mesh(VectorMesh)
}

/// A filled and/or stroked path.
public struct VectorShape: Hashable, Sendable {
    /// The outline, in the shape's local coordinates.
    public var path: VectorPath
    /// Maps local coordinates to the drawing's coordinates. A stroke is computed in local
    /// coordinates and then mapped, so a non-uniform scale gives an uneven line, as in SVG and PDF.
    public var transform: AffineTransform
    /// The fill, or `nil` for none.
    public var fill: VectorFill?
    /// The stroke, or `nil` for none. Drawn after the fill.
    public var stroke: VectorStroke?

    public init(path: VectorPath, transform: AffineTransform = .identity, fill: VectorFill? = nil, stroke: VectorStroke? = nil) {
        self.path = path; self.transform = transform; self.fill = fill; self.stroke = stroke
    }
}

/// How a shape's inside is painted.
public struct VectorFill: Hashable, Sendable {
    public var paint: VectorPaint
    /// Even-odd (`true`) or non-zero winding (`false`, the default of SVG and PDF's `f`).
    public var evenOdd: Bool
    /// 0...1, multiplied into the paint's alpha.
    public var opacity: Double

    public init(paint: VectorPaint, evenOdd: Bool = false, opacity: Double = 1) {
        self.paint = paint; self.evenOdd = evenOdd; self.opacity = opacity
    }
}

/// How a shape's outline is painted.
public struct VectorStroke: Hashable, Sendable {
    public var paint: VectorPaint
    /// Width, caps, joins and dashes in the shape's local units.
    public var style: LineStroke
    /// 0...1, multiplied into the paint's alpha.
    public var opacity: Double

    public init(paint: VectorPaint, style: LineStroke, opacity: Double = 1) {
        self.paint = paint; self.style = style; self.opacity = opacity
    }
}

/// A colour or a gradient.
public enum VectorPaint: Hashable, Sendable {
    /// A straight-alpha sRGB colour.
    case color(RGBA8)
    /// A gradient along a line.
    case linear(VectorLinearGradient)
    /// A gradient between two circles.
    case radial(VectorRadialGradient)
}

/// A colour at an offset along a gradient.
public struct VectorGradientStop: Hashable, Sendable {
    /// 0...1.
    public var offset: Double
    /// Straight-alpha sRGB colour (stop opacity included).
    public var color: RGBA8

    public init(offset: Double, color: RGBA8) { self.offset = offset; self.color = color }
}

/// What a gradient paints outside its 0...1 range (SVG `spreadMethod`; PDF `Extend` is `pad`, or
/// nothing when not extended, which the reader turns into transparent end stops).
public enum VectorSpread: Hashable, Sendable {
    case pad, reflect, `repeat`
}

/// A linear gradient from `start` (offset 0) to `end` (offset 1).
public struct VectorLinearGradient: Hashable, Sendable {
    public var stops: [VectorGradientStop]
    /// In the gradient's own coordinates, which `transform` maps to the shape's local ones
    /// (`objectBoundingBox` units are resolved into this transform by the reader).
    public var start: Point
    public var end: Point
    public var transform: AffineTransform
    public var spread: VectorSpread

    public init(stops: [VectorGradientStop], start: Point, end: Point, transform: AffineTransform = .identity, spread: VectorSpread = .pad) {
        self.stops = stops; self.start = start; self.end = end; self.transform = transform; self.spread = spread
    }
}

/// A radial gradient: offset 0 at the focal point (radius `focalRadius`), offset 1 on the circle
/// of `radius` around `center`.
public struct VectorRadialGradient: Hashable, Sendable {
    public var stops: [VectorGradientStop]
    public var center: Point
    public var radius: Double
    public var focal: Point
    public var focalRadius: Double
    /// Maps the gradient's coordinates to the shape's local ones.
    public var transform: AffineTransform
    public var spread: VectorSpread

    public init(stops: [VectorGradientStop], center: Point, radius: Double, focal: Point? = nil, focalRadius: Double = 0,
                transform: AffineTransform = .identity, spread: VectorSpread = .pad) {
        self.stops = stops; self.center = center; self.radius = radius; self.focal = focal ?? center
        self.focalRadius = focalRadius; self.transform = transform; self.spread = spread
    }
}

/// Children drawn as one: clipped by every path in `clips`, masked by `mask`, then composited
/// with `opacity` and `blendMode`.
public struct VectorGroup: Hashable, Sendable {
    /// 0...1 group opacity (1: the children draw straight onto what lies below).
    public var opacity: Double
    /// How the group's drawing combines with what lies below (`.normal`: source over).
    public var blendMode: VectorBlendMode
    /// Clip outlines, all of which apply (their intersection).
    public var clips: [VectorClip]
    /// A soft mask, or nil.
    public var mask: VectorMask?
    public var children: [VectorNode]

    public init(opacity: Double = 1, clips: [VectorClip] = [], mask: VectorMask? = nil, blendMode: VectorBlendMode = .normal,
                children: [VectorNode]) {
        self.opacity = opacity; self.clips = clips; self.mask = mask; self.blendMode = blendMode; self.children = children
    }
}

/// A soft mask (a PDF ExtGState SMask, an SVG mask): drawings whose alpha, or whose luminosity
/// over a backdrop colour, scales what the group draws.
public struct VectorMask: Hashable, Sendable {
    public var content: [VectorNode]
    /// Luminosity (true) or alpha (false) of the mask's drawing.
    public var luminosity: Bool
    /// The colour the mask is drawn over before its luminosity is taken (PDF /BC; black).
    public var backdrop: RGBA8
    /// How red, green and blue weigh in the luminosity.
    public var weights: VectorLuminanceWeights

    public init(content: [VectorNode], luminosity: Bool, backdrop: RGBA8 = .black, weights: VectorLuminanceWeights = .pdf) {
        self.content = content; self.luminosity = luminosity; self.backdrop = backdrop; self.weights = weights
    }
}

/// The weights of red, green and blue in a luminosity mask, applied to sRGB-encoded values.
public enum VectorLuminanceWeights: Hashable, Sendable {
    /// PDF's soft masks: 0.299, 0.587, 0.114.
    case pdf
    /// SVG and CSS masks (CSS Masking 1, "luminance"): 0.2125, 0.7154, 0.0721.
    case css
}

/// An outline that limits what a group draws.
public struct VectorClip: Hashable, Sendable {
    public var path: VectorPath
    /// Maps the clip path's coordinates to the drawing's coordinates.
    public var transform: AffineTransform
    public var evenOdd: Bool

    public init(path: VectorPath, transform: AffineTransform = .identity, evenOdd: Bool = false) {
        self.path = path; self.transform = transform; self.evenOdd = evenOdd
    }
}
