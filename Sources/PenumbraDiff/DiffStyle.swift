import PenumbraCore

/// How the diff image is drawn (pixelmatch's output options, plus one for alpha-only changes).
public struct DiffStyle: Hashable, Sendable {
    /// The opacity (0-1) of the faded grayscale reference drawn under the differences; 0 gives a
    /// white background. Default: 0.1, as in pixelmatch.
    public let alpha: Double
    /// Colour of anti-aliased pixels that the YIQ mode detected and did not count. Default:
    /// yellow (255, 255, 0).
    public var antialiasedColor: RGBA8
    /// Colour of differing pixels. Default: red (255, 0, 0).
    public var diffColor: RGBA8
    /// Colour of differing pixels where the actual image is darker than the reference (by the
    /// YIQ brightness Y), or `nil` to use ``diffColor`` for all. Default: `nil`.
    public var diffColorAlt: RGBA8?
    /// Colour of pixels whose colour is the same and whose alpha alone differs, in the exact,
    /// channel and ΔE modes (a change a faded-grayscale background would hide). The YIQ mode
    /// keeps pixelmatch's colours so that its diff images equal pixelmatch's. Default: blue
    /// (0, 128, 255).
    public var alphaOnlyColor: RGBA8
    /// Draw only the differences on a transparent background (pixelmatch's `diffMask`).
    /// Default: `false`.
    public var diffMask: Bool

    /// Creates a style; throws when `alpha` is not a number from 0 to 1.
    public init(alpha: Double = 0.1, antialiasedColor: RGBA8 = RGBA8(255, 255, 0), diffColor: RGBA8 = RGBA8(255, 0, 0),
                diffColorAlt: RGBA8? = nil, alphaOnlyColor: RGBA8 = RGBA8(0, 128, 255), diffMask: Bool = false) throws(DiffError) {
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw .invalidOption(name: "alpha", value: String(alpha), expected: "a number from 0 to 1")
        }
        self.alpha = alpha
        self.antialiasedColor = antialiasedColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.alphaOnlyColor = alphaOnlyColor
        self.diffMask = diffMask
    }

    /// pixelmatch's defaults.
    public static let `default` = DiffStyle(uncheckedAlpha: 0.1)

    private init(uncheckedAlpha: Double) {
        alpha = uncheckedAlpha
        antialiasedColor = RGBA8(255, 255, 0)
        diffColor = RGBA8(255, 0, 0)
        diffColorAlt = nil
        alphaOnlyColor = RGBA8(0, 128, 255)
        diffMask = false
    }
}
