import PenumbraCore

/// One drawing operation of a render as the checks see it: the node's tree path, its frame and
/// what it painted with which colour.
///
/// This is the checks' own small model of a display list, so that they run on any render that
/// can say what it drew where (``CheckScene/init(displayList:bitmap:variant:)`` builds it from a
/// view render).
public struct CheckItem: Hashable, Sendable {
    /// What the item painted.
    public enum Paint: Hashable, Sendable {
        /// A filled shape.
        case fill(CheckColor)
        /// A border line.
        case stroke(CheckColor)
        /// Text of `pointSize` points, bold (weight 700 or more) or not (WCAG's large-text rule
        /// reads both).
        case text(CheckColor, pointSize: Double, isBold: Bool, string: String)
        /// An image, tinted when it is a template.
        case image(tint: CheckColor?)
        /// A shadow.
        case shadow(CheckColor)
        /// A shape filled with a gradient through these stop colours.
        case gradient([CheckColor])

        /// The colours used.
        public var colors: [CheckColor] {
            switch self {
            case .fill(let c), .stroke(let c), .shadow(let c): [c]
            case .text(let c, _, _, _): [c]
            case .image(let tint): tint.map { [$0] } ?? []
            case .gradient(let stops): stops
            }
        }

        /// `fill`, `stroke`, `text`, `image`, `shadow` or `gradient`.
        public var kind: String {
            switch self {
            case .fill: "fill"
            case .stroke: "stroke"
            case .text: "text"
            case .image: "image"
            case .shadow: "shadow"
            case .gradient: "gradient"
            }
        }
    }

    /// The tree path of the node that drew it (`root.children[2].background`).
    public var path: String
    /// What the node is (`text`, `background`, `shape`…), as the view tree names it.
    public var role: String
    /// The frame in points, in the root's space.
    public var frame: Rect
    /// What was painted.
    public var paint: Paint

    /// An item.
    public init(path: String, role: String, frame: Rect, paint: Paint) {
        self.path = path
        self.role = role
        self.frame = frame
        self.paint = paint
    }
}
