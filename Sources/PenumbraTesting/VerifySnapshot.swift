import Foundation
import PenumbraCore
import Testing

/// Compares `render`'s image for each variant with its reference and returns the result without
/// reporting it: the core of every `assertSnapshot`, usable on its own to test the assertions.
///
/// - Parameters:
///   - render: draws the subject in one variant; its errors become that variant's verdict.
///   - name: the snapshot's name, sanitised (``SnapshotName``). Default: a per-test counter
///     (`1`, `2`, … in call order).
///   - variants: the variants, each a file. Default: light and dark.
///   - comparison: how images are compared. Default: ``SnapshotComparison/exact``.
///   - record: the record mode, overriding settings and environment. Default: resolved by
///     ``ResolvedRecordMode/resolve(argument:settings:environment:)``.
///   - snapshotDirectory: the folder holding the references, overriding the settings and
///     `__Snapshots__/<TestFileName>/` next to `filePath`.
///   - codec: the image file format. Default: PNG.
///   - filePath, function: the test's file and function, which place and name the files.
///   - line: the assertion's line, written in the results so CI annotations point at it.
/// - Returns: a verdict per variant; ``SnapshotResult/failureMessage`` is `nil` when all matched.
public func verifySnapshot(
    of render: (Variant) throws -> RGBAImage,
    named name: String? = nil,
    variants: VariantSet = .default,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    codec: SnapshotImageCodec = .png,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line
) -> SnapshotResult {
    verifySnapshot(of: render, named: name, variants: variants, comparison: comparison, record: record,
                   snapshotDirectory: snapshotDirectory, codec: codec, filePath: filePath, function: function, line: line,
                   namesVariants: true)
}

/// The same comparison; `namesVariants: false` stores a single variant as swift-snapshot-testing
/// does, `<testName>.<name>.png` with no variant in the file name (the `SnapshotTesting` module's
/// strategies ask for it).
package func verifySnapshot(
    of render: (Variant) throws -> RGBAImage, named name: String?, variants: VariantSet, comparison: SnapshotComparison,
    record: SnapshotRecordMode?, snapshotDirectory: URL?, codec: SnapshotImageCodec, filePath: String, function: String,
    line: Int, namesVariants: Bool
) -> SnapshotResult {
    let settings = SnapshotSettings.current
    let environment = settings.resolvedEnvironment
    let testName = SnapshotName.testName(fromFunction: function)
    if name == nil, Test.Case.current?.isParameterized == true {
        return SnapshotResult(snapshot: testName, recordMode: nil, verdicts: [],
                              configurationError: .unnamedInParameterizedTest(test: testName))
    }
    let snapshotName = name.map(SnapshotName.sanitize) ?? String(SnapshotCounter.current.next(file: filePath, function: function))
    let paths = SnapshotPaths(
        filePath: filePath, testName: testName, name: snapshotName,
        snapshotDirectory: snapshotDirectory ?? settings.snapshotDirectory,
        artifactsDirectory: settings.artifactsDirectory, environment: environment)
    if let name, let other = SnapshotNameRegistry.shared.claim(name, fileName: snapshotName, scope: paths.referenceDirectory.path + "/" + testName) {
        return SnapshotResult(snapshot: paths.stem, recordMode: nil, verdicts: [],
                              configurationError: .nameCollision(fileName: snapshotName, first: other, second: name))
    }
    let mode: ResolvedRecordMode
    do {
        mode = try ResolvedRecordMode.resolve(argument: record, settings: settings.record, environment: environment)
    } catch {
        return SnapshotResult(snapshot: paths.stem, recordMode: nil, verdicts: [], configurationError: error)
    }
    let run = SnapshotRun(paths: paths, mode: mode, comparison: comparison, codec: codec, line: line,
                          keepsActuals: environment.keepsActuals)
    let oneFile = !namesVariants && variants.variants.count == 1
    let verdicts = variants.map { variant in
        run.verdict(variant: oneFile ? "" : SnapshotName.sanitize(variant.name)) { try render(variant) }
    }
    let (resultFile, resultError) = run.writeResults(verdicts)
    return SnapshotResult(snapshot: paths.stem, recordMode: mode, verdicts: verdicts,
                          resultFile: resultFile, resultFileError: resultError)
}

/// ``verifySnapshot(of:named:variants:comparison:record:snapshotDirectory:codec:filePath:function:line:)``
/// for a render closure that draws premultiplied bitmaps (the rasterizer's output).
public func verifySnapshot(
    of render: (Variant) throws -> Bitmap,
    named name: String? = nil,
    variants: VariantSet = .default,
    comparison: SnapshotComparison = .exact,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    codec: SnapshotImageCodec = .png,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line
) -> SnapshotResult {
    verifySnapshot(of: { variant throws -> RGBAImage in try render(variant).unpremultiplied() },
                   named: name, variants: variants, comparison: comparison, record: record,
                   snapshotDirectory: snapshotDirectory, codec: codec, filePath: filePath, function: function, line: line)
}
