/// The options of the YIQ (pixelmatch) mode, with pixelmatch's names, scales and defaults.
public struct YIQOptions: Hashable, Sendable {
    /// The matching threshold, 0-1; smaller is stricter. Default: 0.1.
    ///
    /// What the number means: a pixel differs when its squared YIQ distance exceeds
    /// `35215 × threshold²`, where 35215 is the distance between black and white. So 0.1 lets
    /// through colour changes up to a tenth of black-to-white (about a 25-step change of grey),
    /// 0.05 half that, and 0 accepts no change at all.
    public let threshold: Double

    /// Whether anti-aliased pixels count as differences. Default: `false` (they are detected,
    /// drawn in ``DiffStyle/antialiasedColor`` and not counted), as in pixelmatch.
    public var includeAA: Bool

    /// What semi-transparent pixels are blended over before their colours are compared.
    /// Default: ``YIQBackground/checkerboard`` (pixelmatch 7.x).
    public var background: YIQBackground

    /// Creates the options; throws when `threshold` is not a number from 0 to 1.
    public init(threshold: Double = 0.1, includeAA: Bool = false, background: YIQBackground = .checkerboard) throws(DiffError) {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw .invalidOption(name: "threshold", value: String(threshold), expected: "a number from 0 to 1")
        }
        self.threshold = threshold
        self.includeAA = includeAA
        self.background = background
    }

    /// pixelmatch's defaults: threshold 0.1, anti-aliasing not counted, checkerboard blending.
    public static let `default` = YIQOptions(uncheckedThreshold: 0.1)

    private init(uncheckedThreshold: Double) {
        threshold = uncheckedThreshold
        includeAA = false
        background = .checkerboard
    }

    /// The largest squared YIQ distance that still matches: `35215 × threshold²`.
    public var maxDelta: Double { 35215 * threshold * threshold }
}

/// What a semi-transparent pixel is blended over before the YIQ comparison.
public enum YIQBackground: String, Hashable, Sendable, CaseIterable {
    /// pixelmatch 7.x: a fixed pseudo-random pattern of dark (48) and light (207) channel values
    /// that depends on the pixel's position, so that a change of alpha alone shows over both.
    case checkerboard
    /// pixelmatch 5.x (and most ports): white, so a change of alpha over white is invisible.
    case white
}
