import PenumbraCore
import PenumbraStyle

/// What a render draws, in order, with every frame laid out and every colour resolved: the
/// input to the rasterizer and to the checks that read a render without its pixels (contrast,
/// hard-coded colours, stuck colours).
///
/// Frames are in points, in the root's coordinate space (origin top-left), aligned to the
/// device-pixel grid (multiples of `1 / scale`).
public struct DisplayList: Hashable, Sendable {
    /// The root's size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Int
    /// The trait collection the tree was resolved in (before subtree overrides).
    public var traits: Traits
    /// Every laid-out node in tree order (a node and each modifier wrapping it share a path;
    /// the outermost comes first).
    public var nodes: [Node]
    /// The drawing operations, back to front.
    public var items: [DisplayItem]
    /// What resolution laid out otherwise than the tree asked (an invalid frame length dropped,
    /// as SwiftUI drops it); symbol and font warnings are read from the items
    /// (``ViewRenderer/Render/warnings`` holds all).
    public var warnings: [RenderWarning] = []

    /// One laid-out node.
    public struct Node: Hashable, Sendable, CustomStringConvertible {
        /// The tree path, e.g. `root.children[2].background`.
        public var path: String
        /// What the node is: `vstack`, `text`, `shape`, `padding`, `frame`, `background`…
        public var role: String
        /// The frame in points, pixel-aligned.
        public var frame: Rect

        public var description: String { "\(path) \(role) \(frame)" }
    }

    /// The size in pixels: `size × scale`, rounded.
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * Double(scale)).rounded()), Int((size.height * Double(scale)).rounded()))
    }

    /// The outermost frame of the node at `path`, or nil.
    public func frame(of path: String) -> Rect? { nodes.first { $0.path == path }?.frame }

    /// Every colour the items use, with the path of the item that uses it.
    public var colors: [(path: String, color: ResolvedColor)] {
        items.flatMap { item in item.operation.colors.map { (item.path, $0) } }
    }
}

/// One drawing operation of a ``DisplayList``.
public struct DisplayItem: Hashable, Sendable {
    /// The tree path of the node that drew it.
    public var path: String
    /// The frame in points, pixel-aligned.
    public var frame: Rect
    /// What to draw.
    public var operation: Operation

    /// The operations.
    public enum Operation: Hashable, Sendable {
        /// A shape filled with a colour.
        case fill(ShapeKind, ResolvedColor)
        /// A shape filled with a linear gradient, its unit points in the frame (physical: mirrored
        /// already in a right-to-left layout).
        case fillGradient(ShapeKind, ResolvedGradient)
        /// A line along the inside of a shape's edge.
        case strokeBorder(ShapeKind, ResolvedStroke)
        /// Text laid out in the frame.
        case text(TextRun)
        /// An image scaled to the frame.
        case image(ResolvedImage)
        /// Starts clipping later items to a shape in the frame, until the matching `popClip`.
        case pushClip(ShapeKind)
        /// Ends the innermost clip.
        case popClip
        /// Starts a group drawn into a layer that is composited with `opacity` (0…1) at `endLayer`.
        case beginLayer(opacity: Double)
        /// Ends the innermost layer.
        case endLayer
        /// Starts a group whose shadow is drawn behind it at `endShadow`.
        case beginShadow(ResolvedShadow)
        /// Starts a subtree drawn on its own and composited through a layer effect at `endEffect`.
        /// A mask effect holds its content, then `beginMask`, then the mask's items.
        case beginEffect(LayerEffect)
        /// Separates a masked subtree's content from its mask.
        case beginMask
        /// Composites the subtree started by the matching `beginEffect`.
        case endEffect
        /// Ends the innermost shadow group.
        case endShadow

        /// The resolved colours the operation uses.
        public var colors: [ResolvedColor] {
            switch self {
            case .fill(_, let c): [c]
            case .fillGradient(_, let g): g.colors
            case .strokeBorder(_, let s): [s.color]
            case .text(let run): run.colors
            case .image(let image): image.tint.map { [$0] } ?? []
            case .beginShadow(let s): [s.color]
            default: []
            }
        }
    }
}
