import Foundation
import PenumbraCore
import PenumbraDiff
import PenumbraStyle
import PenumbraUI
import PenumbraView

/// How an assertion turns a value into the images it stores and compares, in every variant: a
/// small value of closures, as swift-snapshot-testing's strategies are. ``pullback(_:)`` builds a
/// strategy for a new kind of value from an existing one, so a new subject (a UIKit view, a
/// screen model) needs one closure, not another assertion function.
///
/// ```swift
/// assertSnapshot(of: PayButton(title: "Pay"), as: .image)
/// assertSnapshot(of: PayButton(title: "Pay"), as: .image(size: .width(320), variants: [.dark]))
/// let card: Snapshotting<CardModel, Bitmap> = .image(size: .fitting).pullback { CardView(model: $0) }
/// ```
///
/// The strategies: ``image`` and ``image(drawHierarchyInKeyWindow:precision:perceptualPrecision:layout:traits:)``
/// (swift-snapshot-testing's spelling) and ``image(size:scale:variants:configuration:comparison:)``
/// for SwiftUI views; ``image(renderer:size:scale:variants:comparison:)`` for view-stage trees;
/// ``image(as:comparison:)`` for an image already drawn; ``png(as:comparison:)`` for a PNG file;
/// ``rendering(variants:comparison:)`` for a closure that draws each variant itself.
public struct Snapshotting<Value, Format: SnapshotImage> {
    /// The variants to render, one file each; `nil` for those of the ``RenderConfiguration`` in
    /// force when the assertion runs (light and dark unless configured).
    public var variants: VariantSet?
    /// The text sizes of a trait matrix (``matrix(contentSizes:)``): every variant at every
    /// size, or `nil` for the variants as they are.
    public var contentSizes: [ContentSizeCategory]?
    /// How images are compared. Default: ``SnapshotComparison/exact``.
    public var comparison: SnapshotComparison
    /// Draws a value in one variant; its errors become that variant's verdict.
    public var snapshot: (Value, Variant) throws -> Format
    /// Whether file names carry the variant (`<test>.<name>.<variant>.png`); `false` for the
    /// `SnapshotTesting` module's one-image strategies, stored as `<test>.<name>.png`.
    package var namesVariants = true

    /// A strategy from its drawing closure.
    public init(variants: VariantSet? = nil, comparison: SnapshotComparison = .exact,
                snapshot: @escaping (Value, Variant) throws -> Format) {
        self.variants = variants
        self.comparison = comparison
        self.snapshot = snapshot
    }

    /// The same strategy for values of another type, each turned into this strategy's value by
    /// `transform` before it is drawn (swift-snapshot-testing's `pullback`).
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let draw = snapshot
        var strategy = Snapshotting<NewValue, Format>(variants: variants, comparison: comparison) { value, variant in
            try draw(try transform(value), variant)
        }
        strategy.contentSizes = contentSizes
        strategy.namesVariants = namesVariants
        return strategy
    }

    /// The same strategy rendering `variants`.
    public func variants(_ variants: VariantSet) -> Snapshotting {
        var copy = self
        copy.variants = variants
        return copy
    }

    /// The same strategy comparing by `comparison`.
    public func comparing(_ comparison: SnapshotComparison) -> Snapshotting {
        var copy = self
        copy.comparison = comparison
        return copy
    }

    /// The same strategy across a trait matrix: every variant at every size in `contentSizes`,
    /// one file per cell named after its variant (`<test>.<name>.dark-ax5.png`; see
    /// ``SnapshotMatrix``). Default sizes: extra small, large and AX5 (the ends and the default).
    public func matrix(contentSizes: [ContentSizeCategory] = [.extraSmall, .large, .accessibilityExtraExtraExtraLarge]) -> Snapshotting {
        var copy = self
        copy.contentSizes = contentSizes
        return copy
    }

    /// The variants an assertion renders now: ``variants``, or the render configuration's,
    /// crossed with ``contentSizes`` when set.
    func resolvedVariants() -> VariantSet {
        let base = variants ?? RenderConfiguration.current.variants
        guard let contentSizes else { return base }
        return SnapshotMatrix.variants(base, contentSizes: contentSizes)
    }
}

extension Snapshotting where Value: PenumbraUI.View, Format == Bitmap {
    /// The view at its ideal size in the configuration's variants, exact.
    public static var image: Snapshotting { image(size: .fitting) }

    /// The view drawn as swift-snapshot-testing's `.image` strategy lays it out, in every variant
    /// of the configuration unless `traits` names a style.
    /// - Parameters:
    ///   - precision: the share of pixels that must match (1: all).
    ///   - perceptualPrecision: how alike a pixel must be to match (1: exactly; 0.98 allows a
    ///     CIE94 ΔE of 2, as swift-snapshot-testing's perceptual comparison does).
    ///   - layout: `.sizeThatFits`, `.fixed(width:height:)` or `.device(config:)`.
    ///   - traits: a trait collection; a style in it renders that variant only.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        var mode = ComparisonMode.exact
        if perceptualPrecision < 1, let threshold = try? DeltaEThreshold(Double(1 - perceptualPrecision) * 100) {
            mode = .deltaE94(threshold)
        }
        let budget = precision < 1 ? (try? DiffBudget(maxRatio: Double(1 - precision))) ?? .exact : .exact
        let comparison = SnapshotComparison(mode: mode, budget: budget)
        let variants: VariantSet? = traits.userInterfaceStyle == .unspecified ? nil : VariantSet([Variant(traits.traits)])
        switch layout {
        case .sizeThatFits:
            return image(size: .fitting, variants: variants, comparison: comparison)
        case let .fixed(width, height):
            // A hosting controller's view: the window's system background behind the view.
            return Snapshotting<AnyView, Bitmap>.image(size: .fixed(Size(Double(width), Double(height))), variants: variants,
                                                       comparison: comparison)
                .pullback { (view: Value) in AnyView(HostedScreen(content: view, safeArea: .zero, category: nil)) }
        case .device(let config):
            let scale = (try? DisplayScale(config.scale)) ?? .x1
            guard let size = config.size else { return image(size: .fitting, scale: scale, variants: variants, comparison: comparison) }
            // The device's screen: its safe area insets the view, its text size (swift-snapshot-
            // testing's configs say `.medium`) sizes the text, the system background fills it.
            let category = config.traits.preferredContentSizeCategory.category
            return Snapshotting<AnyView, Bitmap>.image(size: .fixed(Size(Double(size.width), Double(size.height))), scale: scale,
                                                       variants: variants, comparison: comparison)
                .pullback { (view: Value) in AnyView(HostedScreen(content: view, safeArea: config.safeArea, category: category)) }
        }
    }
}
