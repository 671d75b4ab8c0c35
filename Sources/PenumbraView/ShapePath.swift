import PenumbraCore

/// An outline that depends on the frame it is drawn in, as a SwiftUI `Shape`'s `path(in:)`:
/// a custom shape, a fixture's path data, or a built-in shape that has been trimmed.
///
/// The outline is built when the shape is drawn, from the frame's size in points, with the
/// origin at the frame's top-left corner.
public struct ShapePath: Hashable, @unchecked Sendable {
    private final class Token {}
    private let token = Token()
    /// The outline in points for a frame of the given size.
    let outline: (Size) -> VectorPath
    /// Fill with the even-odd rule (`FillStyle(eoFill: true)`) instead of non-zero winding.
    public let evenOdd: Bool
    /// The part of the outline drawn, as fractions of its length (`trim(from:to:)`); `nil` for
    /// all of it.
    public let trim: ClosedRange<Double>?
    /// The fixture form this path was read from, so a fixture writes it back; `nil` for a path
    /// built by code.
    public let source: Source?

    /// What a fixture says a path is.
    public indirect enum Source: Hashable, Sendable {
        /// SVG path data in points, or in `viewBox` units stretched to the frame.
        case data(String, viewBox: Size?)
        /// A built-in shape (trimmed).
        case shape(ShapeKind)
    }

    /// A path built by `outline` for each frame size (points).
    public init(evenOdd: Bool = false, trim: ClosedRange<Double>? = nil, source: Source? = nil,
                outline: @escaping (Size) -> VectorPath) {
        self.outline = outline
        self.evenOdd = evenOdd
        self.trim = trim.map { max(0, min(1, $0.lowerBound))...max(0, min(1, $0.upperBound)) }
        self.source = source
    }

    /// The same outline with `trim` applied on top of any trim it has (fractions of the part
    /// already kept, as chained SwiftUI trims compose).
    public func trimmed(from: Double, to: Double) -> ShapePath {
        let lo = max(0, min(1, from.isNaN ? 0 : from)), hi = max(0, min(1, to.isNaN ? 0 : to))
        let base = trim ?? 0...1
        let span = base.upperBound - base.lowerBound
        let range = (base.lowerBound + lo * span)...(base.lowerBound + max(lo, hi) * span)
        return ShapePath(evenOdd: evenOdd, trim: range, source: source, outline: outline)
    }

    /// Two paths are equal when they are the same value, or were read from the same fixture data.
    public static func == (a: ShapePath, b: ShapePath) -> Bool {
        if let sa = a.source, let sb = b.source { return sa == sb && a.evenOdd == b.evenOdd && a.trim == b.trim }
        return a.token === b.token
    }

    public func hash(into hasher: inout Hasher) {
        if let source { hasher.combine(source); hasher.combine(evenOdd); hasher.combine(trim) } else {
            hasher.combine(ObjectIdentifier(token))
        }
    }
}
