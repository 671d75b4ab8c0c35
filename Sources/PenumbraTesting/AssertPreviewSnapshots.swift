import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI

/// One preview of a module's catalog as a snapshot value: a top-level view of a
/// `PreviewProvider`'s `previews`, or a `#Preview`'s body (``PreviewCatalog``).
public struct PreviewSnapshot: @unchecked Sendable {
    /// The provider or `#Preview`.
    public let entry: PreviewCatalog.Entry
    /// Which of its previews.
    public let part: PreviewCatalog.Part
    /// The name its reference files carry: the entry's (`Card_Previews`, `#Preview Card:12`),
    /// then the preview's display name, or its number when the entry has several.
    public let name: String

    /// The snapshot of `part` of `entry`, one of `count` previews.
    public init(entry: PreviewCatalog.Entry, part: PreviewCatalog.Part, count: Int) {
        self.entry = entry
        self.part = part
        name = entry.name + (part.displayName.map { " \($0)" } ?? (count > 1 ? " \(part.index + 1)" : ""))
    }
}

extension Snapshotting where Value == PreviewSnapshot, Format == Bitmap {
    /// The preview laid out as Xcode's canvas lays it out (`.previewLayout`, the macro's layout
    /// trait; `.device` by default) and drawn in each variant's traits (a preview that asks for
    /// `.preferredColorScheme` keeps it).
    /// - Parameters:
    ///   - scale: the display scale overriding each variant's. Default: the configuration's,
    ///     else the variant's own.
    ///   - variants: the variants. Default: the configuration's (light and dark).
    ///   - configuration: the palette, images and fonts. Default: ``RenderConfiguration/current``.
    ///   - comparison: how images are compared. Default: exact.
    public static func preview(scale: DisplayScale? = nil, variants: VariantSet? = nil,
                               configuration: RenderConfiguration? = nil, comparison: SnapshotComparison = .exact) -> Snapshotting {
        Snapshotting(variants: variants ?? configuration?.variants, comparison: comparison) { preview, variant in
            var config = configuration ?? .current
            var traits = variant.traits
            if let scale = scale ?? config.scale { traits.displayScale = scale }
            config.scale = nil
            let render = try config.renderPreview(preview.entry, part: preview.part, traits: traits)
            SnapshotWarnings.report(render.warnings)
            return render.bitmap
        }
    }
}

/// Asserts that every preview of `entries` renders, in every variant, what its references hold:
/// the previews a module declares, as `penumbra-prepare --previews` lists them
/// (`PenumbraPreviews_<Module>.providers`), snapshot-tested in one call, each preview with files
/// of its own (`__Snapshots__/<TestFile>/<test>.<preview name>.<variant>.png`, the name as
/// ``PreviewSnapshot/name`` gives it).
///
/// ```swift
/// @Test func previews() {
///     assertPreviewSnapshots(of: PenumbraPreviews_DesignSystem.providers)
/// }
/// ```
/// A provider whose previews cannot be listed (its content fails to lower) is reported as a
/// failure naming it, and the others are still asserted.
/// - Returns: one result per preview, in the entries' order.
@discardableResult
public func assertPreviewSnapshots(
    of entries: [PreviewCatalog.Entry],
    variants: VariantSet? = nil,
    scale: DisplayScale? = nil,
    configuration: RenderConfiguration? = nil,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotResult] {
    let config = configuration ?? .current
    let strategy = Snapshotting<PreviewSnapshot, Bitmap>.preview(scale: scale, variants: variants, configuration: configuration,
                                                                 comparison: comparison)
    var results: [SnapshotResult] = []
    for entry in entries {
        let parts: [PreviewCatalog.Part]
        do throws(UIError) { parts = try config.previews(of: entry, traits: Traits()) } catch {
            SnapshotReporter.fail("\(entry.name) (\(entry.fileID):\(entry.line)): its previews cannot be listed: \(error)",
                                  fileID: fileID, filePath: filePath, line: line, column: column)
            continue
        }
        for part in parts {
            let preview = PreviewSnapshot(entry: entry, part: part, count: parts.count)
            results.append(assertSnapshot(of: preview, as: strategy, named: preview.name, record: record, snapshotDirectory: snapshotDirectory,
                                          fileID: fileID, file: filePath, testName: function, line: line, column: column))
        }
    }
    return results
}
