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
    /// Proposes the content its ideal size on the chosen axes (`nil`), as SwiftUI's `fixedSize`:
    /// text there neither wraps nor truncates.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// Constrains the content to a width/height ratio (nil: the content's ideal size's ratio),
    /// fitting in or filling the proposal, as SwiftUI's `aspectRatio`.
    case aspectRatio(Double?, contentMode: ContentMode)
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

/// How `aspectRatio` relates the content to the proposal.
public enum ContentMode: String, CaseIterable, Hashable, Sendable {
    /// The largest size of the ratio inside the proposal.
    case fit
    /// The smallest size of the ratio that covers the proposal.
    case fill
}

/// A frame: fixed width/height, or flexible bounds, with an alignment for the content.
///
/// Fixed sizes replace the proposal; flexible bounds clamp it, as SwiftUI's
/// `frame(minWidth:idealWidth:maxWidth:…)` (`maxWidth: .infinity` fills the proposal).
public struct FrameSpec: Hashable, Sendable {
    /// Fixed sizes in points (nil: the content's own).
    public var width: Double?, height: Double?
    /// Flexible bounds in points (nil: unbounded); `ideal*` answer an unspecified proposal.
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    /// Where the content sits in the frame. Default: `.center`.
    public var alignment: Alignment

    /// A frame; every value in points, negative values treated as 0.
    public init(width: Double? = nil, height: Double? = nil,
                minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        func clean(_ v: Double?) -> Double? { v.map { $0.isNaN ? 0 : max(0, $0) } }
        self.width = clean(width); self.height = clean(height)
        self.minWidth = clean(minWidth); self.idealWidth = clean(idealWidth); self.maxWidth = clean(maxWidth)
        self.minHeight = clean(minHeight); self.idealHeight = clean(idealHeight); self.maxHeight = clean(maxHeight)
        self.alignment = alignment
    }

    /// Whether any flexible bound is set.
    var isFlexible: Bool {
        minWidth != nil || idealWidth != nil || maxWidth != nil
            || minHeight != nil || idealHeight != nil || maxHeight != nil
    }
}

/// A drop shadow: colour, blur radius and offset, in points.
public struct ShadowSpec: Hashable, Sendable {
    /// The shadow's colour (its alpha is the shadow's strength).
    public var color: ColorReference
    /// The blur radius in points (0 for a hard shadow).
    public var radius: Double
    /// The offset in points (positive y is down).
    public var x: Double, y: Double

    /// A shadow; `radius`, `x`, `y` in points. Default colour: black at 33% alpha, as SwiftUI.
    public init(color: ColorReference = .literal(.init(0, 0, 0, 84)), radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = max(0, radius)
        self.x = x
        self.y = y
    }
}

/// Traits forced on a subtree: a screen that stays light (UIKit's `overrideUserInterfaceStyle`),
/// a modal sheet that is elevated, a panel forced to high contrast. `nil` inherits.
public struct TraitOverrides: Hashable, Sendable {
    /// The forced style, or nil to inherit.
    public var userInterfaceStyle: UserInterfaceStyle?
    /// The forced level, or nil to inherit.
    public var userInterfaceLevel: UserInterfaceLevel?
    /// The forced contrast, or nil to inherit.
    public var accessibilityContrast: AccessibilityContrast?
    /// The forced layout direction, or nil to inherit: stacks, alignments, offsets, gradients'
    /// unit points and text alignment mirror inside the subtree only, as SwiftUI's
    /// `.environment(\.layoutDirection, …)`.
    public var layoutDirection: LayoutDirection?
    /// The forced text size, or nil to inherit, as SwiftUI's `.dynamicTypeSize(_:)`.
    public var contentSizeCategory: ContentSizeCategory?

    /// Overrides; nil inherits.
    public init(userInterfaceStyle: UserInterfaceStyle? = nil, userInterfaceLevel: UserInterfaceLevel? = nil,
                accessibilityContrast: AccessibilityContrast? = nil, layoutDirection: LayoutDirection? = nil,
                contentSizeCategory: ContentSizeCategory? = nil) {
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
        self.accessibilityContrast = accessibilityContrast
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
    }

    /// `traits` with the overrides applied.
    public func applied(to traits: Traits) -> Traits {
        var t = traits
        if let userInterfaceStyle { t.userInterfaceStyle = userInterfaceStyle }
        if let userInterfaceLevel { t.userInterfaceLevel = userInterfaceLevel }
        if let accessibilityContrast { t.accessibilityContrast = accessibilityContrast }
        if let layoutDirection { t.layoutDirection = layoutDirection }
        if let contentSizeCategory { t.contentSizeCategory = contentSizeCategory }
        return t
    }
}
