import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraView

/// Asserts that a component tree renders, in every variant, what the reference snapshots hold:
/// the tree is resolved for each variant's traits, laid out at `size`, drawn at `scale` (default:
/// the variant's own display scale) and compared with `__Snapshots__/<TestFile>/<test>.<name>.<variant>.png`.
///
/// ```swift
/// @Test func primaryButton() {
///     assertSnapshot(of: PrimaryButton(title: "Pay"), renderer: .designSystem, named: "pay")
/// }
/// ```
/// - Parameters:
///   - view: the component tree.
///   - renderer: the palette, image assets and text engine to render with.
///   - size: the root size: `.fitting` (default, the content's ideal size), `.width(w)` or
///     `.fixed(Size(w, h))`, in points.
///   - scale: the display scale overriding each variant's (default: the variant's, 1x unless its
///     name says `@2x`/`@3x`).
///   - the others: as for the render-closure `assertSnapshot`.
@discardableResult
public func assertSnapshot(
    of view: some View,
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
    assertSnapshot(named: name, variants: variants, comparison: comparison, record: record,
                   snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath,
                   function: function, line: line, column: column) { variant in
        try SnapshotRendering.bitmap(of: view, renderer: renderer, variant: variant, size: size, scale: scale)
    }
}

/// Snapshots a component tree across a trait matrix: every variant at every content size, one
/// file per cell named after its variant (`<test>.<name>.dark-ax5.png`), in one assertion.
/// Defaults as for the render-closure `assertSnapshotMatrix` and the component-tree `assertSnapshot`.
@discardableResult
public func assertSnapshotMatrix(
    of view: some View,
    renderer: ViewRenderer,
    named name: String? = nil,
    variants: VariantSet = .default,
    contentSizes: [ContentSizeCategory] = [.extraSmall, .large, .accessibilityExtraExtraExtraLarge],
    size: RootSize = .fitting,
    scale: DisplayScale? = nil,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
    assertSnapshot(of: view, renderer: renderer, named: name,
                   variants: SnapshotMatrix.variants(variants, contentSizes: contentSizes), size: size, scale: scale,
                   comparison: comparison, record: record, snapshotDirectory: snapshotDirectory,
                   fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Renders views for the assertions.
public enum SnapshotRendering {
    /// `view` drawn by `renderer` in `variant`'s traits (scale overridden when given).
    /// - Throws: `ViewError` naming the tree path of anything that cannot be resolved.
    public static func bitmap(of view: some View, renderer: ViewRenderer, variant: Variant,
                              size: RootSize, scale: DisplayScale?) throws -> Bitmap {
        var traits = variant.traits
        if let scale { traits.displayScale = scale }
        return try renderer.render(view, traits: traits, size: size).bitmap
    }
}
