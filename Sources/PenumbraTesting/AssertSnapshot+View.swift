import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import PenumbraView

/// Asserts that a view renders, in every variant, what the reference snapshots hold (the one
/// assertion with the ``Snapshotting/image(size:scale:variants:configuration:comparison:)``
/// strategy): the view's
/// bodies are evaluated with each variant's environment (colour scheme, contrast, text size,
/// direction), laid out at `size`, drawn and compared with
/// `__Snapshots__/<TestFile>/<test>.<name>.<variant>.png`.
///
/// ```swift
/// @Test func payButton() {
///     assertSnapshot(of: PayButton(title: "Pay"))
/// }
/// ```
/// The palette, images, fonts, default variants and scale come from the
/// ``RenderConfiguration`` in force (``RenderConfiguration/setDefault(_:)``,
/// ``withRenderConfiguration(_:operation:)``, or the `.rendering(_:)` suite trait).
/// - Parameters:
///   - view: the view.
///   - variants: the variants to render, one file each. Default: the configuration's (light and dark).
///   - size: the root size: `.fitting` (default, the view's ideal size), `.width(w)` or
///     `.fixed(Size(w, h))`, in points.
///   - scale: the display scale overriding each variant's. Default: the configuration's, else
///     the variant's own (1x unless its name says `@2x`/`@3x`).
///   - configuration: the resources to render with. Default: ``RenderConfiguration/current``.
///   - the others: as for the render-closure `assertSnapshot`.
@discardableResult
public func assertSnapshot<V: PenumbraUI.View>(
    of view: V,
    named name: String? = nil,
    variants: VariantSet? = nil,
    size: RootSize = .fitting,
    scale: DisplayScale? = nil,
    configuration: RenderConfiguration? = nil,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
    assertSnapshot(of: view, as: .image(size: size, scale: scale, variants: variants, configuration: configuration, comparison: comparison),
                   named: name, record: record, snapshotDirectory: snapshotDirectory,
                   fileID: fileID, file: filePath, testName: function, line: line, column: column)
}

/// Snapshots a view across a trait matrix: every variant at every content size, one file per
/// cell named after its variant (`<test>.<name>.dark-ax5.png`), in one assertion.
@discardableResult
public func assertSnapshotMatrix<V: PenumbraUI.View>(
    of view: V,
    named name: String? = nil,
    variants: VariantSet? = nil,
    contentSizes: [ContentSizeCategory] = [.extraSmall, .large, .accessibilityExtraExtraExtraLarge],
    size: RootSize = .fitting,
    scale: DisplayScale? = nil,
    configuration: RenderConfiguration? = nil,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
    assertSnapshot(of: view, as: Snapshotting.image(size: size, scale: scale, variants: variants, configuration: configuration,
                                                    comparison: comparison).matrix(contentSizes: contentSizes),
                   named: name, record: record, snapshotDirectory: snapshotDirectory,
                   fileID: fileID, file: filePath, testName: function, line: line, column: column)
}

/// Asserts that a view-stage tree (a decoded JSON fixture) renders what the references hold.
@discardableResult
public func assertSnapshot(
    of tree: ViewNode,
    renderer: ViewRenderer,
    named name: String? = nil,
    variants: VariantSet = .default,
    size: RootSize = .fitting,
    scale: DisplayScale? = nil,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
    assertSnapshot(of: tree, as: .image(renderer: renderer, size: size, scale: scale, variants: variants, comparison: comparison),
                   named: name, record: record, snapshotDirectory: snapshotDirectory,
                   fileID: fileID, file: filePath, testName: function, line: line, column: column)
}

/// Renders views for the assertions.
public enum SnapshotRendering {
    /// `view` drawn with `configuration` in `variant`'s traits (scale overridden when given, else
    /// by the configuration's).
    /// - Throws: `UIError` naming the view path of anything that cannot be drawn.
    public static func bitmap<V: PenumbraUI.View>(of view: V, configuration: RenderConfiguration, variant: Variant,
                                                  size: RootSize, scale: DisplayScale?) throws -> Bitmap {
        var traits = variant.traits
        if let scale = scale ?? configuration.scale { traits.displayScale = scale }
        var config = configuration
        config.scale = nil
        let render = try config.render(view, traits: traits, size: size)
        SnapshotWarnings.report(render.warnings)
        return render.bitmap
    }
}
