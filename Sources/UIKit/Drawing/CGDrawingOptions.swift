import PenumbraRaster
import PenumbraCore
import PenumbraView

// The small option types Core Graphics' drawing calls take, with Core Graphics' names and raw
// values. They share a file because each is a few lines and none has behaviour of its own.

/// The shape of a stroked line's ends (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square

    var stroke: LineStroke.Cap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// The shape of a stroked line's corners (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel

    var stroke: LineStroke.Join {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

/// Which points a fill covers (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Hashable, Sendable { case winding, evenOdd }

/// What `drawPath(using:)` draws (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Hashable, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// Interpolation when images are scaled (Core Graphics' `CGInterpolationQuality`); Penumbra's
/// image filter is the same for all but `.none`, which picks the nearest pixel.
public enum CGInterpolationQuality: Int32, Hashable, Sendable { case `default`, none, low, medium, high }

/// How drawing combines with what lies below (Core Graphics' `CGBlendMode`, the same names as
/// `UIKit`'s and SwiftUI's blend modes).
public enum CGBlendMode: Int32, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter

    /// How the view stage composites a drawing in this mode: nil for `.normal` (drawn over); a
    /// layer blend mode where the result is the destination wherever the source is clear (the
    /// source's coverage can then stand in its alpha); a Porter-Duff operator mixed by the
    /// shape's coverage for the rest (``PenumbraRaster/RasterCoverageOperator``). `.clear` is
    /// the destination times one minus the coverage.
    var effect: LayerEffect? {
        switch self {
        case .normal: nil
        case .multiply: .blend(.multiply)
        case .screen: .blend(.screen)
        case .overlay: .blend(.overlay)
        case .darken: .blend(.darken)
        case .lighten: .blend(.lighten)
        case .colorDodge: .blend(.colorDodge)
        case .colorBurn: .blend(.colorBurn)
        case .softLight: .blend(.softLight)
        case .hardLight: .blend(.hardLight)
        case .difference: .blend(.difference)
        case .exclusion: .blend(.exclusion)
        case .hue: .blend(.hue)
        case .saturation: .blend(.saturation)
        case .color: .blend(.color)
        case .luminosity: .blend(.luminosity)
        case .sourceAtop: .blend(.sourceAtop)
        case .destinationOver: .blend(.destinationOver)
        case .destinationOut: .blend(.destinationOut)
        case .plusDarker: .blend(.plusDarker)
        case .plusLighter: .blend(.plusLighter)
        case .clear: .porterDuff(.clear)
        case .copy: .porterDuff(.copy)
        case .sourceIn: .porterDuff(.sourceIn)
        case .sourceOut: .porterDuff(.sourceOut)
        case .destinationIn: .porterDuff(.destinationIn)
        case .destinationAtop: .porterDuff(.destinationAtop)
        case .xor: .porterDuff(.xor)
        }
    }
}

/// Whether a gradient goes on past its ends (Core Graphics' `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The first colour fills before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour fills past the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A colour space (Core Graphics' `CGColorSpace`): Penumbra draws in sRGB; the names are kept so
/// component code that asks for a device RGB or sRGB space compiles and draws.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`).
    public let name: String?
    init(name: String?) { self.name = name }
    /// A colour space by name; every RGB name is drawn as sRGB.
    public convenience init?(name: String) { self.init(name: Optional(name)) }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The device RGB colour space (drawn as sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: "kCGColorSpaceDeviceRGB") }

/// A gradient's colours and where they lie along it, 0…1 (Core Graphics' `CGGradient`).
public final class CGGradient: @unchecked Sendable {
    /// The colours in order, with their locations.
    let stops: [(color: CGColor, location: Double)]

    /// A gradient of `colors` (`CGColor`s) at `locations` (nil: spread evenly from 0 to 1).
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = (colors as? [Any] ?? []).compactMap { $0 as? CGColor }
        guard !list.isEmpty else { return nil }
        stops = list.enumerated().map { i, c in
            let location = locations.map { Double($0[i]) } ?? (list.count > 1 ? Double(i) / Double(list.count - 1) : 0)
            return (c, location.isFinite ? min(1, max(0, location)) : 0)
        }
    }

    /// A gradient from colours and locations given as arrays (`[CGColor]`, `[CGFloat]`).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard locations.map({ $0.count >= colors.count }) ?? true else { return nil }
        let array = colors as CFArray
        if let locations {
            let made = locations.withUnsafeBufferPointer { CGGradient(colorsSpace: space, colors: array, locations: $0.baseAddress) }
            guard let made else { return nil }
            self.init(made.stops)
        } else {
            self.init(colorsSpace: space, colors: array, locations: nil)
        }
    }

    private init(_ stops: [(color: CGColor, location: Double)]) { self.stops = stops }

    /// The stops with `alpha` multiplied into their colours, for the view stage.
    func resolvedStops(alpha: Double) -> [(ResolvedColor, Double)] {
        stops.map { stop in (ResolvedColor(rgba: stop.color.rgba.scalingAlpha(alpha)), stop.location) }
    }
}

#if os(Linux)
/// Core Foundation's array, which Linux's Foundation does not name: component code passes
/// `[color.cgColor, …] as CFArray` to ``CGGradient``.
public typealias CFArray = NSArray
#endif
