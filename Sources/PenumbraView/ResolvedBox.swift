import Foundation
import PenumbraCore
import PenumbraText
import PenumbraVector

/// The axis of a stack.
enum Axis: Hashable, Sendable { case horizontal, vertical }

/// A size proposed by a parent; nil on an axis asks for the child's ideal size.
struct ProposedSize: Hashable {
    var width: Double?, height: Double?
}

/// A line along a shape's inside edge, with its colour resolved.
public struct ResolvedStroke: Hashable, Sendable {
    /// The colour.
    public var color: ResolvedColor
    /// Width in points; 0 is a hairline (one device pixel).
    public var lineWidth: Double
    /// Dash lengths in points; empty for solid.
    public var dash: [Double]
    /// Ends, corners, miter limit and dash phase (points).
    public var style: LineStroke = LineStroke(width: 1)
    /// Inside the outline or centred on it.
    public var placement: StrokePlacement = .inside

    /// Whether the line is what a layer border draws: inside, butt ends, square corners, and
    /// at most one on/off dash length pair from the start.
    public var isPlainBorder: Bool {
        placement == .inside && style.cap == .butt && style.join == .miter && style.dashPhase == 0 && dash.count <= 2
    }
}

/// A shadow with its colour resolved; lengths in points.
public struct ResolvedShadow: Hashable, Sendable {
    public var color: ResolvedColor
    public var radius: Double, x: Double, y: Double
    /// Whether only the shadow is drawn, not the group that casts it (a layer's `shadowPath`:
    /// the path's silhouette casts the shadow and is not itself drawn).
    public var castsOnly = false
}

/// Text with its environment resolved.
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The font, its size in points.
    public var font: ResolvedFont
    /// The colour.
    public var color: ResolvedColor
    /// The maximum number of lines; nil for no limit.
    public var lineLimit: Int?
    /// How lines align within the frame, physically (leading already mapped for right-to-left).
    public var alignment: HorizontalAlignment
    /// Extra space between lines, in points.
    public var lineSpacing: Double = 0
    /// Where text is cut when the line limit is reached.
    public var truncation: TruncationMode = .tail
    /// How far the text may shrink to fit before it is cut (1: not at all).
    public var minimumScaleFactor: Double = 1
    /// The fewest lines' height the text takes.
    public var minimumLines: Int?
    /// Whether a paragraph avoids a one-word last line (UIKit's `.pushOut` line-break strategy,
    /// a `UILabel`'s default).
    public var avoidsOrphans = false
    /// The styled spans of attributed text, in order (their strings make ``string``); empty for
    /// text in one style (``font`` and ``color``).
    public var spans: [ResolvedTextSpan] = []

    /// A run of `string` in one font and colour.
    public init(string: String, font: ResolvedFont, color: ResolvedColor, lineLimit: Int? = nil,
                alignment: HorizontalAlignment = .leading, lineSpacing: Double = 0) {
        self.string = string
        self.font = font
        self.color = color
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.lineSpacing = lineSpacing
    }

    /// Every colour the run draws with: its text colour, or each span's text and decoration
    /// colours.
    public var colors: [ResolvedColor] {
        spans.isEmpty ? [color] : spans.flatMap { [$0.color] + [$0.underline, $0.strikethrough].compactMap { $0 } }
    }
}

/// An image with its pixels and tint resolved.
public struct ResolvedImage: Hashable, Sendable {
    /// What to draw.
    public enum Content: Hashable, Sendable {
        /// Premultiplied pixels made for `scale` pixels per point.
        case bitmap(Bitmap, scale: Int)
        /// A vector outline in the unit square.
        case symbol(VectorPath)
        /// A vector image (SVG or PDF) whose size is its intrinsic size in points; drawn as
        /// vectors at any size when `preservesVector`, else rendered at its own size and scaled.
        case vector(VectorDrawing, preservesVector: Bool)
    }
    /// The pixels or outline.
    public var content: Content
    /// The asset or symbol name; nil for pixels given directly.
    public var name: String?
    /// The tint of a template image; nil draws the pixels as they are.
    public var tint: ResolvedColor?
    /// Nearest-neighbour filtering instead of bilinear.
    public var usesNearestFiltering: Bool
    /// Drawn mirrored left to right (an asset made for the other writing direction).
    public var isMirrored: Bool = false
}

/// One node of the resolved tree that layout works on: environment applied (fonts, colours,
/// traits), empty children dropped. Layout caches each proposal's answer here, because stacks
/// ask their children several times (a flexibility probe at zero and infinity, then the share).
final class ResolvedBox {
    enum Kind {
        case empty
        case shape(ShapeKind, fill: ResolvedColor?, stroke: ResolvedStroke?)
        case gradient(ShapeKind, ResolvedGradient)
        case text(TextRun)
        case image(ResolvedImage, intrinsic: Size, resizable: Bool)
        case spacer(minLength: Double, axis: Axis?)
        case divider(ResolvedColor, axis: Axis)
        /// Children side by side; `gaps[i]` is the space after child `i` (one fewer than the
        /// children; see ``StackSpacing``).
        case stack(Axis, alignment: Alignment, gaps: [Double], children: [ResolvedBox])
        case zstack(Alignment, children: [ResolvedBox])
        /// Content wrapped in a modifier that owns its layout (padding, frame, background…).
        case modified(any LayoutModifier, ResolvedBox)
        /// Content built for the size the box is given (a `GeometryReader`).
        case geometry(GeometryResolution)
        /// The first child that fits the proposal on the given axes (a `ViewThatFits`).
        case firstFitting(horizontal: Bool, vertical: Bool, children: [ResolvedBox])
        /// Children placed by a layout written in code.
        case custom(CustomLayoutResolution)
    }

    /// The tree path (`root.children[2]`).
    let path: String
    let kind: Kind
    var cache: [ProposedSize: Size] = [:]

    /// The layout priority a stack sees: the nearest `layoutPriority` through the modifiers that
    /// wrap one view (padding, frame, background…), else 0.
    var layoutPriority: Double {
        switch kind {
        case let .modified(modifier, content): modifier.layoutPriority ?? content.layoutPriority
        case .empty, .shape, .gradient, .text, .image, .spacer, .divider, .stack, .zstack, .geometry, .firstFitting, .custom: 0
        }
    }

    /// Where this view's `guide` lies in a view of `size`, when a modifier moved it: through the
    /// modifiers that wrap one view, and shifted by padding, as SwiftUI carries guides.
    func customGuide(_ guide: AlignmentGuide.Guide, size: Size) -> Double? {
        switch kind {
        case let .modified(modifier, content): modifier.guide(guide, of: content, size: size)
        case .empty, .shape, .gradient, .text, .image, .spacer, .divider, .stack, .zstack, .geometry, .firstFitting, .custom: nil
        }
    }

    init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// A short name of the node's role, for the display list's node table.
    var role: String {
        switch kind {
        case .empty: "empty"
        case .shape: "shape"
        case .gradient: "gradient"
        case .text: "text"
        case .image: "image"
        case .spacer: "spacer"
        case .divider: "divider"
        case .stack(.vertical, _, _, _): "vstack"
        case .stack: "hstack"
        case .zstack: "zstack"
        case .modified(let modifier, _): modifier.role
        case .geometry: "geometryReader"
        case .firstFitting: "viewThatFits"
        case .custom(let r): r.layout.name
        }
    }
}
