import PenumbraCore
import PenumbraStyle
import PenumbraUI
import PenumbraView
import UIKit

extension Snapshotting where Value: UIKit.UIView, Format == Bitmap {
    /// The view laid out and drawn in each variant, as swift-snapshot-testing's
    /// `.image(size:traits:)`: the variant's traits host the view (as a test's window does), with
    /// `traits` applied on top as `overrideTraitCollection` is on iOS.
    /// - Parameters:
    ///   - size: the size in points; nil keeps the view's frame size.
    ///   - traits: traits that override each variant's (a text size, a direction).
    ///   - variants: the variants. Default: the configuration's (light and dark).
    ///   - configuration: the palette, images and fonts. Default: ``RenderConfiguration/current``.
    ///   - comparison: how images are compared. Default: exact.
    @_disfavoredOverload
    public static func image(size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), variants: VariantSet? = nil,
                             configuration: RenderConfiguration? = nil, comparison: SnapshotComparison = .exact) -> Snapshotting {
        Snapshotting(variants: variants ?? configuration?.variants, comparison: comparison) { view, variant in
            let t = UITraitCollection(variant.traits).merging(traits).traits
            // Views are main-actor objects; assertions on them run on the main actor.
            return try MainActor.assumeIsolated {
                try UIKitRendering.render(view, size: size, traits: t, configuration: configuration ?? .current).bitmap
            }
        }
    }
}

extension Snapshotting where Value: UIKit.UIViewController, Format == Bitmap {
    /// The controller's view in a window of `size` points (an iPhone 13's 390 × 844 by default),
    /// in each variant, with `traits` on top.
    @_disfavoredOverload
    public static func image(size: CGSize = CGSize(width: 390, height: 844), traits: UITraitCollection = UITraitCollection(),
                             variants: VariantSet? = nil, configuration: RenderConfiguration? = nil,
                             comparison: SnapshotComparison = .exact) -> Snapshotting {
        Snapshotting<UIKit.UIView, Bitmap>.image(size: size, traits: traits, variants: variants, configuration: configuration,
                                                comparison: comparison)
            .pullback { (controller: Value) -> UIKit.UIView in MainActor.assumeIsolated { controller.view } }
    }
}

/// Checks that the view `make` builds shows no colour stuck in the appearance it was made in:
/// made in light, switched to dark, and the other way, each compared with a view made in the
/// new appearance. Each stuck colour is a test failure naming the view path, the property and
/// both colours. Returns the findings.
@discardableResult @MainActor
public func assertAppearanceSwitch(
    of make: @autoclosure () -> UIKit.UIView,
    size: CGSize,
    traits: Traits = Traits(),
    configuration: RenderConfiguration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> [StuckColorFinding] {
    do {
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: size, traits: traits, configuration: configuration ?? .current,
                                                                  make: make)
        for finding in findings {
            SnapshotReporter.fail("Stuck colour: \(finding)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return findings
    } catch {
        SnapshotReporter.fail("The appearance switch could not render the view: \(error)", fileID: fileID, filePath: filePath,
                              line: line, column: column)
        return []
    }
}
