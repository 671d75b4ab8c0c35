import Foundation
import PenumbraCore
import PenumbraDiff
import PenumbraStyle
import PenumbraUI
import PenumbraView

/// swift-snapshot-testing's spelling, for teams moving from it: `assertSnapshot(of: view,
/// as: .image(layout: .device(config: .iPhone13)))` renders with Penumbra's strategy — in
/// every variant of the configuration unless `traits` names a style — and stores
/// `<test>.<name>.<variant>.png` as Penumbra's assertions do.
public struct Snapshotting<Value, Format> {
    let variants: VariantSet?
    let size: RootSize
    let scale: DisplayScale?
    let comparison: SnapshotComparison
}

extension Snapshotting where Value: PenumbraUI.View, Format == Bitmap {
    /// The view at its ideal size, exact.
    public static var image: Snapshotting { image() }

    /// The view drawn as swift-snapshot-testing's `.image` strategy lays it out.
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
            return Snapshotting(variants: variants, size: .fitting, scale: nil, comparison: comparison)
        case let .fixed(width, height):
            return Snapshotting(variants: variants, size: .fixed(Size(Double(width), Double(height))), scale: nil,
                                comparison: comparison)
        case .device(let config):
            return Snapshotting(variants: variants, size: .fixed(Size(Double(config.size.width), Double(config.size.height))),
                                scale: (try? DisplayScale(config.scale)) ?? .x1, comparison: comparison)
        }
    }
}

/// How swift-snapshot-testing lays out a SwiftUI view.
public enum SwiftUISnapshotLayout: Sendable {
    /// At a device's screen size and scale.
    case device(config: ViewImageConfig)
    /// At a fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
    /// At the view's ideal size.
    case sizeThatFits
}

/// A device's screen, as swift-snapshot-testing's `ViewImageConfig` (portrait sizes in points).
public struct ViewImageConfig: Sendable {
    /// The screen size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Int
    public init(size: CGSize, scale: Int) {
        self.size = size
        self.scale = scale
    }
    public static let iPhoneSe = ViewImageConfig(size: CGSize(width: 320, height: 568), scale: 2)
    public static let iPhone8 = ViewImageConfig(size: CGSize(width: 375, height: 667), scale: 2)
    public static let iPhone8Plus = ViewImageConfig(size: CGSize(width: 414, height: 736), scale: 3)
    public static let iPhoneX = ViewImageConfig(size: CGSize(width: 375, height: 812), scale: 3)
    public static let iPhoneXsMax = ViewImageConfig(size: CGSize(width: 414, height: 896), scale: 3)
    public static let iPhone12 = ViewImageConfig(size: CGSize(width: 390, height: 844), scale: 3)
    public static let iPhone12ProMax = ViewImageConfig(size: CGSize(width: 428, height: 926), scale: 3)
    public static let iPhone13 = ViewImageConfig(size: CGSize(width: 390, height: 844), scale: 3)
    public static let iPhone13Mini = ViewImageConfig(size: CGSize(width: 375, height: 812), scale: 3)
    public static let iPhone13ProMax = ViewImageConfig(size: CGSize(width: 428, height: 926), scale: 3)
    public static let iPadMini = ViewImageConfig(size: CGSize(width: 768, height: 1024), scale: 2)
    public static let iPadPro11 = ViewImageConfig(size: CGSize(width: 834, height: 1194), scale: 2)
    public static let iPadPro12_9 = ViewImageConfig(size: CGSize(width: 1024, height: 1366), scale: 2)
}

/// Asserts a view against its references with swift-snapshot-testing's spelling and Penumbra's
/// strategy; `record: true` records every variant.
@discardableResult
public func assertSnapshot<Value: PenumbraUI.View>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Bitmap>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
    let config = RenderConfiguration.current
    let record: SnapshotRecordMode? = recording.map { $0 ? .all : .never }
    return assertSnapshot(named: name, variants: snapshotting.variants ?? config.variants,
                          comparison: snapshotting.comparison, record: record, fileID: fileID, filePath: filePath,
                          function: testName, line: line, column: column) { variant in
        try SnapshotRendering.bitmap(of: try value(), configuration: config, variant: variant,
                                     size: snapshotting.size, scale: snapshotting.scale)
    }
}
