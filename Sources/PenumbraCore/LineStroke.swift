/// How a line is drawn along a path: width, the shape of its ends and corners, and dashes, as
/// CoreGraphics, SVG and PDF describe a stroke. Lengths are in the units of the path it strokes.
public struct LineStroke: Hashable, Sendable {
    /// The shape of an open subpath's ends (and of each dash's ends).
    public enum Cap: Hashable, Sendable {
        /// The line stops square at the end point.
        case butt
        /// A half circle of the line's width around the end point.
        case round
        /// The line goes on half its width past the end point, square.
        case square
    }

    /// The shape of the outside of a corner between two segments.
    public enum Join: Hashable, Sendable {
        /// The outer edges meet at a point, unless that point lies farther than `miterLimit`
        /// half-widths from the corner, which is then bevelled.
        case miter
        /// A circular arc around the corner point.
        case round
        /// A straight line between the two outer edges.
        case bevel
    }

    /// The line's width; 0 or less draws nothing.
    public var width: Double
    public var cap: Cap
    public var join: Join
    /// The ratio of miter length to line width above which a miter join becomes a bevel
    /// (CoreGraphics and PDF default 10, SVG 4). Values below 1 act as 1.
    public var miterLimit: Double
    /// Dash lengths along the path (on, off, on, …); empty, or all zero, for a solid line. An odd
    /// count repeats the list once, as SVG and PDF do.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    public init(width: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}
