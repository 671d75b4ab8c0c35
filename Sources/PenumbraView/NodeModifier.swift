import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraText

/// A modifier on a view: layout (padding, frame), decoration (background, border, shadow),
/// environment (font, foreground colour, trait overrides).
public enum NodeModifier: Hashable, Sendable {
    /// Insets around the content, in points.
    case padding(EdgeInsets)
    /// A fixed or flexible frame.
    case frame(FrameSpec)
    /// A view behind the content, sized to it.
    case background(ViewNode, alignment: Alignment)
    /// A view in front of the content, sized to it.
    case overlay(ViewNode, alignment: Alignment)
    /// The colour of text, template images and unfilled shapes in the subtree.
    case foregroundColor(ColorReference)
    /// The font of text in the subtree.
    case font(FontReference)
    /// The maximum number of lines of text in the subtree (nil: no limit).
    case lineLimit(Int?)
    /// How lines of multi-line text align within the text's frame.
    case multilineTextAlignment(HorizontalAlignment)
    /// Clips the content to a rounded rectangle of this radius (points) and style.
    case cornerRadius(Double, style: CornerStyle)
    /// A line along the inside of the content's frame, following `shape` (a rectangle, or a
    /// rounded rectangle matching a corner radius).
    case border(StrokeSpec, shape: ShapeKind)
    /// Group opacity, 0…1: the content is drawn into a layer that is composited once.
    case opacity(Double)
    /// A blurred shadow of the content's shape behind it.
    case shadow(ShadowSpec)
    /// Clips the content to a shape in its frame.
    case clip(ShapeKind)
    /// A layer effect: a rotation, scale or transform, a blur, a blend mode, a compositing group.
    case effect(LayerEffect)
    /// Shows the content only where `mask` (laid out in the content's frame by `alignment`) is
    /// opaque: the content's alpha is multiplied by the mask's.
    case mask(ViewNode, alignment: Alignment)
    /// The order in which a stack offers space: higher priorities first (default 0), as SwiftUI's
    /// `layoutPriority`.
    case layoutPriority(Double)
    /// A value for the custom layout containing the view (`layoutValue(key:value:)`); ignored
    /// by every other container.
    case layoutValue(LayoutValueEntry)
    /// Forces traits on the subtree (style, level, contrast, layout direction).
    case traitOverrides(TraitOverrides)
    /// Draws the content displaced by `x`, `y` points (positive x towards the trailing edge,
    /// positive y down), as SwiftUI's `offset`: its layout frame and its parent's layout stay.
    case offset(x: Double, y: Double)
    /// Centres the content on (x, y) points of the space offered, which the view fills, as
    /// SwiftUI's `position` (x from the leading edge, y down).
    case position(x: Double, y: Double)
    /// Proposes the content its ideal size on the chosen axes (`nil`), as SwiftUI's `fixedSize`:
    /// text there neither wraps nor truncates.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// Constrains the content to a width/height ratio (nil: the content's ideal size's ratio),
    /// fitting in or filling the proposal, as SwiftUI's `aspectRatio`.
    case aspectRatio(Double?, contentMode: ContentMode)
    /// Mirrors the content's drawing horizontally about its centre when the layout direction
    /// where it is drawn is `direction`, as SwiftUI's `layoutDirectionBehavior(.mirrors(in:))`
    /// and `flipsForRightToLeftLayoutDirection(true)` (`.rightToLeft`). Layout is unchanged: the
    /// content is laid out in its own direction first, then its pixels are mirrored.
    case mirrors(in: LayoutDirection)
    /// Names the view type the subtree was written as (a `PenumbraUI` component such as
    /// `PayButton`). No effect on layout or pixels: tree paths in errors and display lists read
    /// `root/PayButton.children[1]`.
    case source(String)
    /// Extra space between the lines of text in the subtree, in points (SwiftUI's `lineSpacing`).
    case lineSpacing(Double)
    /// Moves one of the content's alignment guides, as SwiftUI's `.alignmentGuide(_:computeValue:)`.
    case alignmentGuide(AlignmentGuide)
    /// Where text in the subtree is cut when its line limit is reached (SwiftUI's
    /// `truncationMode`). Default: the tail.
    case truncationMode(TruncationMode)
    /// How far text in the subtree may shrink to fit its width and line limit before it is cut
    /// (SwiftUI's `minimumScaleFactor`, 0 < factor ≤ 1). Default: 1, no shrinking.
    case minimumScaleFactor(Double)
    /// The fewest lines' height text in the subtree takes, even when it is shorter (SwiftUI's
    /// `lineLimit(2...4)` and `lineLimit(3, reservesSpace: true)`). Default: none.
    case minimumLines(Int?)
}

extension NodeModifier {
    /// The one place a modifier becomes the type that owns its layout (``LayoutModifier``), its
    /// colours and views resolved through `context`; nil for a modifier that only changes what
    /// flows down the tree (font, colours, text settings, trait values, the source name, a
    /// custom layout's value), which ``TreeResolver`` consumes.
    func layout(_ context: ModifierContext) throws(ViewError) -> (any LayoutModifier)? {
        switch self {
        case .padding(let insets): PaddingLayout(insets: insets)
        case .frame(let spec): FrameLayout(spec: spec)
        case let .offset(x, y): OffsetLayout(x: x, y: y)
        case let .position(x, y): PositionLayout(x: x, y: y)
        case let .fixedSize(horizontal, vertical): FixedSizeLayout(horizontal: horizontal, vertical: vertical)
        case let .aspectRatio(ratio, mode): AspectRatioLayout(ratio: ratio, mode: mode)
        case .layoutPriority(let value): LayoutPriorityLayout(priority: value)
        case .alignmentGuide(let guide): AlignmentGuideLayout(alignmentGuide: guide)
        case .mirrors(let direction):
            context.env.traits.layoutDirection == direction ? EffectLayout(effect: .scale(x: -1, y: 1, anchor: .center)) : nil
        case .traitOverrides(let overrides): overrides.layoutDirection.map { LayoutDirectionLayout(rtl: $0 == .rightToLeft) }
        case let .cornerRadius(radius, style): ClipLayout(shape: .roundedRectangle(cornerRadius: radius, style: style))
        case .clip(let shape): ClipLayout(shape: shape)
        case .effect(let effect): EffectLayout(effect: effect)
        case .opacity(let value): OpacityLayout(value: value)
        case .shadow(let spec):
            ShadowLayout(shadow: ResolvedShadow(color: try context.color(spec.color, path: "shadow"),
                                                radius: spec.radius, x: spec.x, y: spec.y))
        case let .border(spec, shape): BorderLayout(stroke: try context.stroke(spec, path: "border"), shape: shape)
        case let .background(view, alignment): BackgroundLayout(decoration: try context.view(view, path: "background"), alignment: alignment)
        case let .overlay(view, alignment): OverlayLayout(decoration: try context.view(view, path: "overlay"), alignment: alignment)
        case let .mask(view, alignment): MaskLayout(decoration: try context.view(view, path: "mask"), alignment: alignment)
        case .foregroundColor, .font, .lineLimit, .lineSpacing, .truncationMode, .minimumScaleFactor, .minimumLines,
             .multilineTextAlignment, .source, .layoutValue:
            nil
        }
    }

    /// The view a modifier lays beside its content (a background, overlay or mask), if any.
    var attachedView: ViewNode? {
        switch self {
        case let .background(view, _), let .overlay(view, _), let .mask(view, _): view
        default: nil
        }
    }
}
