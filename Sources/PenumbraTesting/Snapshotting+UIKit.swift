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
            let config = configuration ?? .current
            return try onMainActor { () throws(UIKitError) -> Bitmap in
                try UIKitRendering.render(view, size: size, traits: t, configuration: config).bitmap
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
        Snapshotting(variants: variants ?? configuration?.variants, comparison: comparison) { controller, variant in
            let t = UITraitCollection(variant.traits).merging(traits).traits
            let config = configuration ?? .current
            return try onMainActor { () throws(UIKitError) -> Bitmap in
                try UIKitRendering.render(controller.view, size: size, traits: t, configuration: config).bitmap
            }
        }
    }
}

/// Checks that the view `make` builds shows no colour stuck in the appearance it was made in:
/// made in light, switched to dark, and the other way, each compared with a view made in the
/// new appearance. Each stuck colour is a test failure naming the view path, the property and
/// both colours. Returns the findings.
@MainActor
@discardableResult
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

/// Why a UIKit snapshot could not run: UIKit's views are main-actor objects, as on iOS.
public struct UIKitThreadError: Error, CustomStringConvertible {
    public var description: String {
        "UIKit views are main-actor objects: run this assertion on the main actor (mark the test or its suite @MainActor)"
    }
}

/// Runs `body` on the main actor when called there; otherwise throws ``UIKitThreadError``
/// (waiting for the main actor from a test thread could deadlock).
func onMainActor<T: Sendable>(_ body: @MainActor () throws(UIKitError) -> T) throws -> T {
    guard MainQueueCheck.isOnMainQueue else { throw UIKitThreadError() }
    return try MainActor.assumeIsolated { () throws -> T in try body() }
}
