import Foundation
import PenumbraCore
import PenumbraStyle

/// The variants of a trait matrix: every variant at every content size, named after its traits.
public enum SnapshotMatrix {
    /// `variants` × `contentSizes`, variants outermost: `light`, `light-ax5`, `dark`, `dark-ax5`
    /// for light and dark at large (the default size) and AX5. A variant with the canonical name
    /// of its traits gets the canonical name of the new traits; a variant with a name of its own
    /// (`checkout-sheet`) gets the size token appended (`checkout-sheet-ax5`), except at its own size.
    public static func variants(_ variants: VariantSet, contentSizes: [ContentSizeCategory]) -> VariantSet {
        var out: [Variant] = []
        for variant in variants {
            for size in contentSizes {
                if size == variant.traits.contentSizeCategory {
                    out.append(variant)
                    continue
                }
                let traits = variant.traits.with(\.contentSizeCategory, size)
                if variant.name == Variant.canonicalName(for: variant.traits) {
                    out.append(Variant(traits))
                } else {
                    out.append(Variant(name: "\(variant.name)-\(size.variantToken)", traits: traits))
                }
            }
        }
        return VariantSet(out)
    }
}

/// Snapshots a subject across a trait matrix in one assertion: every variant at every content
/// size, one file per cell named after its variant (`<test>.<name>.dark-ax5.png`); the message
/// lists every cell's verdict.
///
/// ```swift
/// assertSnapshotMatrix(named: "row", contentSizes: [.large, .accessibilityExtraExtraExtraLarge]) { variant in
///     try draw(row, in: variant.traits)
/// }
/// ```
/// - Parameters:
///   - variants: the appearances. Default: light and dark.
///   - contentSizes: the text sizes. Default: extra small, large and AX5 (the ends and the default).
///   - the others: as for `assertSnapshot`.
@discardableResult
public func assertSnapshotMatrix(
    named name: String? = nil,
    variants: VariantSet = .default,
    contentSizes: [ContentSizeCategory] = [.extraSmall, .large, .accessibilityExtraExtraExtraLarge],
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column,
    of render: (Variant) throws -> Bitmap
) -> SnapshotResult {
    withoutActuallyEscaping(render) { render in
        assertSnapshot(of: render, as: Snapshotting.rendering(variants: variants, comparison: comparison).matrix(contentSizes: contentSizes),
                       named: name, record: record, snapshotDirectory: snapshotDirectory,
                       fileID: fileID, file: filePath, testName: function, line: line, column: column)
    }
}
