import ArgumentParser
import Foundation
import PenumbraCore
import Penumbra

/// `penumbra compare REFERENCE.png ACTUAL.png`: compares two PNGs and reports the differences.
///
/// Exit codes: 0 the images match within the mode and budget; 1 they do not (a size mismatch
/// always fails); 2 an error (unreadable or undecodable file, bad option, unwritable output).
///
/// With `--json` it prints one JSON object (keys sorted) and nothing else on stdout:
/// - `verdict`: `"pass"` or `"fail"`; `passed`: the same as a Boolean.
/// - `mode`: `exact`, `channel`, `yiq`, `de2000` or `de94`.
/// - `reference`, `actual`: the two paths as given.
/// - `referenceSize`, `actualSize`: `{"width": W, "height": H}` in pixels.
/// - `sizeMismatch`: whether the sizes differ (then the overlap is compared and every pixel of
///   the union outside it counts as different).
/// - `totalPixels`: pixels of the union of both sizes.
/// - `differentPixels`: pixels that differ under the mode (plus those outside the overlap).
/// - `ratio`: `differentPixels / totalPixels`, 0-1.
/// - `maxChannelDelta`: the largest change of one channel (0-255) of any compared pixel.
/// - `antialiasedPixels`: differing pixels the yiq mode judged anti-aliasing and did not count.
/// - `ignoredPixels`: changed pixels inside `--ignore` rectangles or the `--ignore-mask`.
/// - `shortcut`: `none`, `identicalPixels` (no colour maths) or `identicalFiles` (no decode).
/// - `colorSpaces`: `{"reference": name, "actual": name}`, the colour spaces the files declare
///   (`sRGB`, `Display P3`, `untagged`…), or `null` when nothing was decoded. Pixels are compared
///   as stored; different colour spaces are reported, not converted.
/// - `regions`: changed areas, `[{"x", "y", "width", "height", "differentPixels"}]`, at most 32.
/// - `diffImage`, `strip`: the paths written, or `null`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG images; exit 0 if they match, 1 if not, 2 on errors."
    )

    @Argument(help: "The reference (expected) PNG.")
    var reference: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @OptionGroup var comparison: ComparisonOptions

    @Option(name: .customLong("diff"), help: "Write the diff image (PNG) here.")
    var diffPath: String?

    @Option(name: .customLong("strip"), help: "Write a labelled reference | actual | diff strip (PNG) here.")
    var stripPath: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Flag(name: .customLong("low-memory"), inversion: .prefixedNo,
          help: "Without --diff or --strip, read both images a band of rows at a time: a few hundred rows in memory instead of two whole images. --no-low-memory decodes them whole: about a fifth faster, at three times the memory.")
    var lowMemory = true

    init() {}

    func run() throws {
        switch execute() {
        case .success(let text):
            print(text.output)
            if !text.passed { throw ExitCode(1) }
        case .failure(let error):
            CLIFailure.report("compare", error.description)
            throw ExitCode(2)
        }
    }

    /// What `run()` prints, and whether the comparison passed.
    struct Printed { let output: String; let passed: Bool }

    /// Compares, writes the requested images and formats the report; no printing, no exit.
    func execute() -> Result<Printed, DiffError> {
        do throws(DiffError) {
            let comparator = try comparison.makeComparator()
            // The diff image is drawn into a decoded image's storage and the strip panel by panel:
            // peak memory near 2.5 images with --diff, not 3 or more.
            let outputs = PairComparison.Outputs(diffImage: diffPath.map { URL(fileURLWithPath: $0) },
                                                 strip: stripPath.map { URL(fileURLWithPath: $0) })
            let outcome = try PairComparison(comparator: comparator, lowMemory: lowMemory).compare(
                referenceURL: URL(fileURLWithPath: reference), actualURL: URL(fileURLWithPath: actual), writing: outputs)
            let report = Report(record: outcome.record, reference: reference, actual: actual, diffImage: diffPath, strip: stripPath)
            return .success(Printed(output: json ? report.json() : report.text(), passed: report.record.passed))
        } catch {
            return .failure(error)
        }
    }

    /// The report `compare` prints: the diff stage's record and the paths; its JSON form is
    /// documented on ``CompareCommand``.
    struct Report: Encodable {
        /// The comparison's finding.
        let record: ComparisonRecord
        let reference: String
        let actual: String
        let diffImage: String?
        let strip: String?

        private enum CodingKeys: String, CodingKey { case reference, actual, diffImage, strip }

        // The record's keys, then the paths beside them in the same object; optionals are written
        // as null so that every key is always present.
        func encode(to encoder: any Encoder) throws {
            try record.encode(to: encoder)
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(reference, forKey: .reference); try c.encode(actual, forKey: .actual)
            try c.encode(diffImage, forKey: .diffImage); try c.encode(strip, forKey: .strip)
        }

        func json() -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(self) else { return "{}" }
            return String(decoding: data, as: UTF8.self)
        }

        /// `FAIL: 37 of 2560 pixels differ (1.445%), max channel delta 255; mode exact`, then
        /// the lines that apply.
        func text() -> String {
            var lines = ["\(record.passed ? "PASS" : "FAIL"): \(record.summary); mode \(record.mode.name)"]
            if record.antialiasedPixels > 0 { lines.append("anti-aliased pixels (not counted): \(record.antialiasedPixels)") }
            if record.ignoredPixels > 0 { lines.append("ignored changed pixels: \(record.ignoredPixels)") }
            if record.shortcut != .none { lines.append("fast path: \(record.shortcut.rawValue)") }
            if let spaces = record.colorSpaces, spaces.reference != spaces.actual {
                lines.append("colour spaces differ: reference \(spaces.reference), actual \(spaces.actual) (pixels compared as stored)")
            }
            if !record.regions.isEmpty {
                lines.append("regions (\(record.regions.count)):")
                for r in record.regions {
                    lines.append("  \(r.bounds.x),\(r.bounds.y) \(r.bounds.width)x\(r.bounds.height): \(r.differentPixels) px")
                }
            }
            if let diffImage { lines.append("diff image: \(diffImage)") }
            if let strip { lines.append("strip: \(strip)") }
            return lines.joined(separator: "\n")
        }
    }
}
