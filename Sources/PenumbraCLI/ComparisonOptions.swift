import PenumbraCore
import ArgumentParser
import Foundation
import Penumbra

/// The comparison options shared by every command that compares images (`compare`, the folder
/// diff): the same names and meanings wherever the CLI compares.
///
/// Modes and what their numbers mean:
/// - `exact` (default): any changed byte is a difference.
/// - `channel`: a pixel differs when any of R, G, B, A changes by more than `--tolerance N`
///   (0-255, default 0).
/// - `yiq`: pixelmatch's perceptual rule; `--threshold T` (0-1, default 0.1) is pixelmatch's
///   threshold: the largest accepted YIQ distance is `35215 × T²`, 35215 being black to white.
/// - `de2000`, `de94`: CIE ΔE; `--threshold T` is the largest accepted ΔE (0-100, default 2;
///   about 1 is the smallest difference people see side by side; swift-snapshot-testing's
///   `perceptualPrecision: p` is `--mode de94 --threshold (1 − p) × 100`).
///
/// `--ignore-mask FILE.png` skips every pixel where the mask PNG is painted: alpha above 0 and
/// R, G or B above 0 (paint the areas to skip in any non-black colour on a black or transparent
/// mask; white on black is the usual). The mask must have the reference image's size; another
/// size, or a file that cannot be read or decoded, is an error (exit 2) naming the file.
struct ComparisonOptions: ParsableArguments {
    /// The comparison mode's command-line names.
    enum Mode: String, ExpressibleByArgument, CaseIterable, Sendable {
        case exact, channel, yiq, de2000, de94
    }

    @Option(help: "Comparison mode: exact, channel, yiq, de2000 or de94.")
    var mode: Mode = .exact

    @Option(parsing: .unconditional, help: "channel mode: largest accepted change of one channel, 0-255 (default 0).")
    var tolerance: Int?

    @Option(parsing: .unconditional, help: "yiq: pixelmatch threshold 0-1 (default 0.1); de2000/de94: largest accepted ΔE 0-100 (default 2).")
    var threshold: Double?

    @Flag(name: .customLong("include-aa"), help: "yiq: count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(help: "yiq: blend semi-transparent pixels over 'checkerboard' (pixelmatch 7) or 'white' (pixelmatch 5).")
    var blend: YIQBackground = .checkerboard

    @Option(parsing: .unconditional, help: "Opacity 0-1 of the faded reference under the diff image (default 0.1).")
    var alpha: Double = 0.1

    @Option(name: .customLong("aa-color"), help: "Diff colour of anti-aliased pixels, R,G,B (default 255,255,0).")
    var aaColor: String?

    @Option(name: .customLong("diff-color"), help: "Diff colour of differing pixels, R,G,B (default 255,0,0).")
    var diffColor: String?

    @Option(name: .customLong("diff-color-alt"), help: "Diff colour where the actual image is darker, R,G,B (default: --diff-color).")
    var diffColorAlt: String?

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, on a transparent background.")
    var diffMask = false

    @Option(name: .customLong("max-pixels"), parsing: .unconditional, help: "Pass with at most N differing pixels (default 0).")
    var maxPixels: Int?

    @Option(name: .customLong("max-ratio"), parsing: .unconditional, help: "Pass with at most this fraction (0-1) of differing pixels.")
    var maxRatio: Double?

    @Option(name: .customLong("ignore"), parsing: .unconditionalSingleValue, help: "Skip the rectangle X,Y,W,H (repeatable).")
    var ignore: [String] = []

    @Option(name: .customLong("ignore-mask"),
            help: "Skip pixels painted in this PNG (alpha > 0 and not black), which must be the reference's size.")
    var ignoreMask: String?

    init() {}

    mutating func validate() throws {
        do {
            _ = try makeComparator(loadingMask: false)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The comparator these options describe, with the `--ignore-mask` file read and decoded
    /// unless `loadingMask` is `false` (argument validation checks the values alone).
    /// - Throws: ``DiffError/invalidOption(name:value:expected:)`` for a value out of range or an
    ///   option that the chosen mode does not use; ``DiffError/unreadableFile(path:reason:)`` or
    ///   ``DiffError/png(_:)`` for the mask.
    func makeComparator(loadingMask: Bool = true) throws(DiffError) -> ImageComparator {
        if tolerance != nil && mode != .channel {
            throw .invalidOption(name: "--tolerance", value: String(tolerance ?? 0), expected: "--mode channel")
        }
        if threshold != nil && (mode == .exact || mode == .channel) {
            throw .invalidOption(name: "--threshold", value: String(threshold ?? 0), expected: "--mode yiq, de2000 or de94")
        }
        let comparisonMode: ComparisonMode
        switch mode {
        case .exact: comparisonMode = .exact
        case .channel: comparisonMode = .channel(try ChannelTolerance(tolerance ?? 0))
        case .yiq: comparisonMode = .yiq(try YIQOptions(threshold: threshold ?? 0.1, includeAA: includeAA, background: blend))
        case .de2000: comparisonMode = .deltaE2000(try threshold.map { (t: Double) throws(DiffError) in try DeltaEThreshold(t) } ?? .default)
        case .de94: comparisonMode = .deltaE94(try threshold.map { (t: Double) throws(DiffError) in try DeltaEThreshold(t) } ?? .default)
        }
        let defaults = DiffStyle.default
        let style = try DiffStyle(
            alpha: alpha,
            antialiasedColor: try aaColor.map { (s: String) throws(DiffError) in try Self.colour(s, option: "--aa-color") } ?? defaults.antialiasedColor,
            diffColor: try diffColor.map { (s: String) throws(DiffError) in try Self.colour(s, option: "--diff-color") } ?? defaults.diffColor,
            diffColorAlt: try diffColorAlt.map { (s: String) throws(DiffError) in try Self.colour(s, option: "--diff-color-alt") },
            diffMask: diffMask)
        var rectangles: [PixelRect] = []
        for text in ignore { rectangles.append(try PixelRect(parsing: text)) }
        return ImageComparator(mode: comparisonMode, budget: try DiffBudget(maxPixels: maxPixels, maxRatio: maxRatio),
                               ignore: try ignoreRegions(rectangles: rectangles, loadingMask: loadingMask), style: style)
    }

    /// The `--ignore` rectangles and the `--ignore-mask` image.
    private func ignoreRegions(rectangles: [PixelRect], loadingMask: Bool) throws(DiffError) -> IgnoreRegions {
        guard let ignoreMask, loadingMask else { return IgnoreRegions(rectangles: rectangles) }
        let mask = try PairComparison.loadPNG(URL(fileURLWithPath: ignoreMask))
        return IgnoreRegions(rectangles: rectangles, mask: mask, maskPath: ignoreMask)
    }

    /// Parses `R,G,B` (each 0-255).
    static func colour(_ text: String, option: String) throws(DiffError) -> RGBA8 {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingSpaces()) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2],
              (0...255).contains(r), (0...255).contains(g), (0...255).contains(b) else {
            throw .invalidOption(name: option, value: text, expected: "R,G,B with each 0-255")
        }
        return RGBA8(UInt8(r), UInt8(g), UInt8(b))
    }
}

extension YIQBackground: ExpressibleByArgument {}
