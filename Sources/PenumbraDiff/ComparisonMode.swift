/// How two pixels at the same position are judged equal or different.
///
/// Every mode first compares the four bytes of the two pixels: equal bytes are always a match and
/// cost no colour maths. Only pixels whose bytes differ reach the mode's rule below. Approximate
/// modes are deliberately not an `Equatable`-style notion of equality: they answer "is this
/// difference within what the test accepts", and that is what the result reports.
public enum ComparisonMode: Hashable, Sendable, CustomStringConvertible {
    /// Byte-exact: a pixel differs when any of its R, G, B, A bytes differs. The default, and the
    /// right one for Penumbra's own renders, which are the same pixels on every machine.
    case exact

    /// Per-channel tolerance: a pixel differs when any of R, G, B, A differs by more than
    /// ``ChannelTolerance/value`` (0-255, in 8-bit channel steps). The same rule as
    /// iOSSnapshotTestCase's `perPixelTolerance` once that is scaled to 0-255.
    case channel(ChannelTolerance)

    /// pixelmatch's perceptual rule: the YIQ colour distance of Kotsarenko and Ramos, with
    /// anti-aliasing detection (Vyšniauskas). Same counts and diff images as pixelmatch for the
    /// same options. See ``YIQOptions``.
    case yiq(YIQOptions)

    /// CIE ΔE 2000 between the two colours in CIELAB (sRGB, D65): a pixel differs when
    /// ΔE00 > ``DeltaEThreshold/maximum``. ΔE00 ≈ 1 is about the smallest difference a trained
    /// observer sees side by side; 2.3 is a commonly quoted "just noticeable difference".
    case deltaE2000(DeltaEThreshold)

    /// CIE ΔE 1994 (graphic-arts weights kL = 1, K1 = 0.045, K2 = 0.015, the reference colour's
    /// chroma weighting): a pixel differs when ΔE94 > ``DeltaEThreshold/maximum``. This is the
    /// metric behind Core Image's `CILabDeltaE`, so `DeltaEThreshold(perceptualPrecision: p)`
    /// reproduces swift-snapshot-testing's `perceptualPrecision: p`.
    case deltaE94(DeltaEThreshold)

    /// The mode's command-line name: `exact`, `channel`, `yiq`, `de2000` or `de94`.
    public var name: String {
        switch self {
        case .exact: return "exact"
        case .channel: return "channel"
        case .yiq: return "yiq"
        case .deltaE2000: return "de2000"
        case .deltaE94: return "de94"
        }
    }

    public var description: String {
        switch self {
        case .exact: return "exact"
        case .channel(let t): return "channel (tolerance \(t.value))"
        case .yiq(let o): return "yiq (threshold \(o.threshold)\(o.includeAA ? ", AA counted" : ""))"
        case .deltaE2000(let t): return "de2000 (max ΔE \(t.maximum))"
        case .deltaE94(let t): return "de94 (max ΔE \(t.maximum))"
        }
    }
}

/// The largest per-channel difference that still counts as a match, in 8-bit steps (0-255).
///
/// `0` is the same as ``ComparisonMode/exact``; `255` accepts everything.
public struct ChannelTolerance: Hashable, Sendable {
    /// The tolerance, 0-255.
    public let value: Int

    /// Creates a tolerance; throws when `value` is outside 0-255.
    public init(_ value: Int) throws(DiffError) {
        guard (0...255).contains(value) else {
            throw .invalidOption(name: "tolerance", value: String(value), expected: "an integer from 0 to 255")
        }
        self.value = value
    }

    /// iOSSnapshotTestCase's `perPixelTolerance` (a fraction 0-1 of the channel range) as a
    /// tolerance: `round(fraction × 255)`.
    public init(perPixelTolerance fraction: Double) throws(DiffError) {
        guard fraction.isFinite, (0...1).contains(fraction) else {
            throw .invalidOption(name: "perPixelTolerance", value: String(fraction), expected: "a fraction from 0 to 1")
        }
        try self.init(Int((fraction * 255).rounded()))
    }
}

/// The largest colour difference, in ΔE units, that still counts as a match.
///
/// ΔE is on the CIELAB scale where black to white is 100. Default: 2 (that is
/// swift-snapshot-testing's `perceptualPrecision: 0.98`).
public struct DeltaEThreshold: Hashable, Sendable {
    /// The maximum ΔE of a matching pixel, 0-100.
    public let maximum: Double

    /// The default maximum ΔE: 2.
    public static let `default` = DeltaEThreshold(unchecked: 2)

    private init(unchecked maximum: Double) { self.maximum = maximum }

    /// Creates a threshold; throws when `maximum` is not a number from 0 to 100.
    public init(_ maximum: Double) throws(DiffError) {
        guard maximum.isFinite, (0...100).contains(maximum) else {
            throw .invalidOption(name: "threshold", value: String(maximum), expected: "a ΔE from 0 to 100")
        }
        self.maximum = maximum
    }

    /// swift-snapshot-testing's semantics: a pixel matches when ΔE ≤ (1 − precision) × 100.
    public init(perceptualPrecision precision: Double) throws(DiffError) {
        guard precision.isFinite, (0...1).contains(precision) else {
            throw .invalidOption(name: "perceptualPrecision", value: String(precision), expected: "a fraction from 0 to 1")
        }
        try self.init((1 - precision) * 100)
    }
}
