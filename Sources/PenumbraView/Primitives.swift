import PenumbraCore
import PenumbraText
import PenumbraRaster

/// Text in the environment's font and foreground colour, wrapping to the proposed width.
public struct Text: View {
    public let node: ViewNode

    /// Text showing `string` verbatim.
    public init(_ string: String) { node = .text(string) }
}

/// An image: an asset by name, given pixels, or a built-in symbol.
public struct Image: View {
    /// The reference this view draws.
    public var reference: ImageReference
    public var node: ViewNode { .image(reference) }

    /// An asset by name, resolved per trait collection.
    public init(_ name: String) { reference = ImageReference(source: .named(name)) }
    /// A built-in vector symbol (`chevron.right`, `checkmark`, `xmark`, `circle.fill`…), a template.
    public init(systemName: String) {
        reference = ImageReference(source: .symbol(systemName), renderingMode: .template)
    }
    /// Pixels drawn at `scale` pixels per point (default 1).
    public init(bitmap: Bitmap, scale: Int = 1) {
        reference = ImageReference(source: .bitmap(bitmap, scale: max(1, scale)))
    }

    /// The image stretched to the proposed size.
    public func resizable() -> Image { var copy = self; copy.reference.isResizable = true; return copy }
    /// The image as a template (tinted by the foreground colour) or as it is.
    public func renderingMode(_ mode: ImageRenderingMode) -> Image {
        var copy = self; copy.reference.renderingMode = mode; return copy
    }
    /// Nearest-neighbour filtering when scaled (pixel art); bilinear otherwise.
    public func interpolationNone() -> Image { var copy = self; copy.reference.usesNearestFiltering = true; return copy }
}

/// A shape primitive that can be filled and stroked.
public protocol ShapeView: View {
    /// The shape.
    var kind: ShapeKind { get }
}

extension ShapeView {
    /// The shape filled with the foreground colour.
    public var node: ViewNode { .shape(kind, fill: nil, stroke: nil) }

    /// The shape filled with `color`.
    public func fill(_ color: ColorReference) -> ViewNode { .shape(kind, fill: color, stroke: nil) }

    /// The shape filled with a linear gradient, its unit points in the shape's frame.
    public func fill(_ gradient: LinearGradient) -> ViewNode { .gradient(kind, gradient) }

    /// A line along the shape's inside edge (and no fill); `lineWidth` in points (0 = hairline),
    /// `dash` in points.
    public func strokeBorder(_ color: ColorReference, lineWidth: Double = 1, dash: [Double] = []) -> ViewNode {
        .shape(kind, fill: .clear, stroke: StrokeSpec(color: color, lineWidth: lineWidth, dash: dash))
    }

    /// The shape filled with `fill` and edged with a stroke inside it.
    public func fill(_ fill: ColorReference, strokeBorder color: ColorReference, lineWidth: Double = 1,
                     dash: [Double] = []) -> ViewNode {
        .shape(kind, fill: fill, stroke: StrokeSpec(color: color, lineWidth: lineWidth, dash: dash))
    }
}

/// A rectangle filling its frame.
public struct Rectangle: ShapeView {
    public let kind: ShapeKind = .rectangle
    public init() {}
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: ShapeView {
    public let kind: ShapeKind

    /// Corners of `cornerRadius` points, circular or continuous (default circular).
    public init(cornerRadius: Double, style: CornerStyle = .circular) {
        kind = .roundedRectangle(cornerRadius: max(0, cornerRadius), style: style)
    }
}

/// A rounded rectangle whose corners are half its shorter side.
public struct Capsule: ShapeView {
    public let kind: ShapeKind
    public init(style: CornerStyle = .circular) { kind = .capsule(style: style) }
}

/// The largest circle centred in the frame.
public struct Circle: ShapeView {
    public let kind: ShapeKind = .circle
    public init() {}
}

/// The ellipse inscribed in the frame.
public struct Ellipse: ShapeView {
    public let kind: ShapeKind = .ellipse
    public init() {}
}

extension ColorReference: View {
    /// A colour used as a view fills its frame, as SwiftUI's `Color`.
    public var node: ViewNode { .shape(.rectangle, fill: self, stroke: nil) }
}
