import PenumbraCore
import PenumbraRaster
import PenumbraStyle

// Makers for the stages in this package that build display lists without a view tree
// (Penumbra's UIKit draws its layer tree straight into one). The memberwise initialisers are
// internal; these give the package the same values.

extension DisplayList {
    package static func make(size: Size, scale: Int, traits: Traits, nodes: [Node], items: [DisplayItem]) -> DisplayList {
        DisplayList(size: size, scale: scale, traits: traits, nodes: nodes, items: items)
    }
}

extension DisplayList.Node {
    package static func make(path: String, role: String, frame: Rect) -> Self { Self(path: path, role: role, frame: frame) }
}

extension DisplayItem {
    package static func make(path: String, frame: Rect, operation: Operation) -> Self { Self(path: path, frame: frame, operation: operation) }
}

extension ResolvedStroke {
    package static func make(color: ResolvedColor, lineWidth: Double, style: LineStroke, placement: StrokePlacement) -> Self {
        // The painter reads the dash lengths from `dash` (the style's are the same values).
        Self(color: color, lineWidth: lineWidth, dash: style.dash, style: style, placement: placement)
    }
}

extension ResolvedTextSpan {
    package static func make(string: String, font: ResolvedFont, color: ResolvedColor, tracking: Double, baselineOffset: Double,
                             underline: ResolvedColor?, strikethrough: ResolvedColor?) -> Self {
        Self(string: string, font: font, color: color, tracking: tracking, baselineOffset: baselineOffset, underline: underline,
             strikethrough: strikethrough)
    }
}

extension ResolvedShadow {
    package static func make(color: ResolvedColor, radius: Double, x: Double, y: Double) -> Self {
        Self(color: color, radius: radius, x: x, y: y)
    }
}

extension ResolvedImage {
    package static func make(content: Content, tint: ResolvedColor?, mirrored: Bool) -> Self {
        var image = Self(content: content, name: nil, tint: tint, usesNearestFiltering: false)
        image.isMirrored = mirrored
        return image
    }
}

extension ViewRenderer.Render {
    package static func make(displayList: DisplayList, bitmap: Bitmap) -> Self { Self(displayList: displayList, bitmap: bitmap) }
}

extension ResolvedGradient {
    package static func make(stops: [(ResolvedColor, Double)], geometry: GradientSpec.Geometry) -> Self {
        Self(stops: stops.map { Stop(color: $0.0, location: $0.1) }, geometry: geometry)
    }
}
