import PenumbraCore
import PenumbraText
import PenumbraRaster
import PenumbraStyle

/// The modifiers, as SwiftUI spells them. Each wraps the view's node in ``ViewNode/modified(_:_:)``.
extension View {
    /// The view with a modifier applied.
    public func modifier(_ modifier: ViewModifier) -> ViewNode { .modified(node, modifier) }

    // MARK: Layout

    /// Insets on every edge, in points (default 16, the standard margin).
    public func padding(_ length: Double = 16) -> ViewNode { modifier(.padding(EdgeInsets(all: length))) }
    /// Insets on some edges, in points (default 16).
    public func padding(_ edges: Edges, _ length: Double = 16) -> ViewNode {
        modifier(.padding(EdgeInsets(top: edges.contains(.top) ? length : 0,
                                     leading: edges.contains(.leading) ? length : 0,
                                     bottom: edges.contains(.bottom) ? length : 0,
                                     trailing: edges.contains(.trailing) ? length : 0)))
    }
    /// Explicit insets, in points.
    public func padding(_ insets: EdgeInsets) -> ViewNode { modifier(.padding(insets)) }

    /// A fixed frame; nil keeps the content's own size on that axis. Sizes in points.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        modifier(.frame(FrameSpec(width: width, height: height, alignment: alignment)))
    }

    /// A flexible frame, as SwiftUI's: the proposal is clamped to the bounds (`.infinity` fills it).
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        modifier(.frame(FrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment)))
    }

    /// Lets a stack offer this view space before its lower-priority siblings (default 0).
    public func layoutPriority(_ value: Double) -> ViewNode { modifier(.layoutPriority(value.isFinite ? value : 0)) }

    /// Draws the view `x`, `y` points away (positive x towards the trailing edge, y down),
    /// leaving its layout frame, and so its siblings, where they were (SwiftUI's `offset`).
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode {
        modifier(.offset(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0))
    }

    /// Proposes the view its ideal size on both axes: text keeps its one-line width.
    public func fixedSize() -> ViewNode { fixedSize(horizontal: true, vertical: true) }
    /// Proposes the view its ideal size on the chosen axes (SwiftUI's `fixedSize(horizontal:vertical:)`).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Constrains the view to `ratio` (width / height; nil: its ideal size's ratio), the largest
    /// such size inside the proposal (`.fit`) or the smallest covering it (`.fill`).
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        modifier(.aspectRatio(ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, contentMode: contentMode))
    }
    /// `aspectRatio(contentMode: .fit)`: the view's own ratio, inside the proposal.
    public func scaledToFit() -> ViewNode { aspectRatio(contentMode: .fit) }
    /// `aspectRatio(contentMode: .fill)`: the view's own ratio, covering the proposal.
    public func scaledToFill() -> ViewNode { aspectRatio(contentMode: .fill) }

    // MARK: Decoration

    /// A linear gradient filling the view's frame behind it.
    public func background(_ gradient: LinearGradient) -> ViewNode {
        modifier(.background(gradient.node, alignment: .center))
    }
    /// A linear gradient in a shape behind the view (`.background(gradient, in: RoundedRectangle(cornerRadius: 12))`).
    public func background(_ gradient: LinearGradient, in shape: some ShapeView) -> ViewNode {
        modifier(.background(shape.fill(gradient), alignment: .center))
    }

    /// A colour filling the view's frame behind it.
    public func background(_ color: ColorReference) -> ViewNode {
        modifier(.background(color.node, alignment: .center))
    }
    /// A colour in a shape behind the view (`.background(.named("fill"), in: Capsule())`).
    public func background(_ color: ColorReference, in shape: some ShapeView) -> ViewNode {
        modifier(.background(shape.fill(color), alignment: .center))
    }
    /// A view behind this one, proposed this view's size.
    public func background(alignment: Alignment = .center, @ViewBuilder _ content: () -> ViewNode) -> ViewNode {
        modifier(.background(content(), alignment: alignment))
    }
    /// A view in front of this one, proposed this view's size.
    public func overlay(alignment: Alignment = .center, @ViewBuilder _ content: () -> ViewNode) -> ViewNode {
        modifier(.overlay(content(), alignment: alignment))
    }
    /// A line along the inside of the frame; `width` in points (0 = hairline), `dash` in points,
    /// `cornerRadius` in points (0: square corners).
    public func border(_ color: ColorReference, width: Double = 1, dash: [Double] = [],
                       cornerRadius: Double = 0, style: CornerStyle = .circular) -> ViewNode {
        let shape: ShapeKind = cornerRadius > 0 ? .roundedRectangle(cornerRadius: cornerRadius, style: style) : .rectangle
        return modifier(.border(StrokeSpec(color: color, lineWidth: width, dash: dash), shape: shape))
    }
    /// Clips to a rounded rectangle of `radius` points.
    public func cornerRadius(_ radius: Double, style: CornerStyle = .circular) -> ViewNode {
        modifier(.cornerRadius(max(0, radius), style: style))
    }
    /// Group opacity, clamped to 0…1.
    public func opacity(_ value: Double) -> ViewNode {
        modifier(.opacity(value.isNaN ? 1 : min(1, max(0, value))))
    }
    /// A drop shadow; `radius`, `x`, `y` in points.
    public func shadow(color: ColorReference = .literal(.init(0, 0, 0, 84)), radius: Double,
                       x: Double = 0, y: Double = 0) -> ViewNode {
        modifier(.shadow(ShadowSpec(color: color, radius: radius, x: x, y: y)))
    }
    /// Clips to the frame.
    public func clipped() -> ViewNode { modifier(.clip(.rectangle)) }
    /// Clips to a shape in the frame.
    public func clipShape(_ shape: some ShapeView) -> ViewNode { modifier(.clip(shape.kind)) }

    // MARK: Environment

    /// The colour of text, template images and shapes without their own fill.
    public func foregroundColor(_ color: ColorReference) -> ViewNode { modifier(.foregroundColor(color)) }
    /// The font of text in the subtree.
    public func font(_ font: FontReference) -> ViewNode { modifier(.font(font)) }
    /// At most `lines` lines of text (nil: unlimited); the last visible line is truncated.
    public func lineLimit(_ lines: Int?) -> ViewNode { modifier(.lineLimit(lines.map { max(1, $0) })) }
    /// How lines of multi-line text align.
    public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> ViewNode {
        modifier(.multilineTextAlignment(alignment))
    }

    // MARK: Traits

    /// Forces light or dark on the subtree, as UIKit's `overrideUserInterfaceStyle`.
    public func userInterfaceStyle(_ style: UserInterfaceStyle) -> ViewNode {
        modifier(.traitOverrides(TraitOverrides(userInterfaceStyle: style)))
    }
    /// Forces a level on the subtree (`.elevated` for a modal sheet).
    public func userInterfaceLevel(_ level: UserInterfaceLevel) -> ViewNode {
        modifier(.traitOverrides(TraitOverrides(userInterfaceLevel: level)))
    }
    /// Forces a contrast on the subtree.
    public func accessibilityContrast(_ contrast: AccessibilityContrast) -> ViewNode {
        modifier(.traitOverrides(TraitOverrides(accessibilityContrast: contrast)))
    }
    /// Forces a layout direction on the subtree, as SwiftUI's `.environment(\.layoutDirection, …)`:
    /// stacks, alignments and text alignment mirror inside it, and only inside it.
    public func layoutDirection(_ direction: LayoutDirection) -> ViewNode {
        modifier(.traitOverrides(TraitOverrides(layoutDirection: direction)))
    }
    /// Forces any of style, level, contrast and layout direction on the subtree.
    public func traitOverrides(_ overrides: TraitOverrides) -> ViewNode { modifier(.traitOverrides(overrides)) }
}
