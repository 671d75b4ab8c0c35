import PenumbraCore

/// Insets on the four edges of a rectangle, in points. `leading` and `trailing` swap sides in a
/// right-to-left layout.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from each edge, in points.
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    /// Insets from each edge, in points; every value must be finite.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// The same inset on all four edges, in points.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// `leading + trailing`.
    var horizontal: Double { leading + trailing }
    /// `top + bottom`.
    var vertical: Double { top + bottom }
}

/// A set of edges, for `padding(_:_:)`.
public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = Edges(rawValue: 1)
    public static let leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}
