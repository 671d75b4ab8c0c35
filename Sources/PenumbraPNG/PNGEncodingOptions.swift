import CLibPNG

/// How ``PNGEncoder`` filters and compresses. The defaults suit UI snapshots (large flat areas,
/// anti-aliased edges); see `Benchmarks/PenumbraPNGBenchmark` for the measurements behind them.
public struct PNGEncodingOptions: Hashable, Sendable {
    /// The PNG row filter (PNG specification §9).
    public enum Filter: Hashable, Sendable {
        case none, sub, up, average, paeth
        /// libpng picks per row among every filter (minimum sum of absolute differences).
        case adaptive
        /// libpng picks per row among None, Sub, Up and Paeth.
        case adaptiveFast
        /// Per row: None when at least `runPercent` percent of its pixels repeat their left
        /// neighbour (flat areas, text on a plain background), ``adaptive`` otherwise.
        case runAware(runPercent: Int)

        var libpngMask: Int32 {
            switch self {
            case .none: return Int32(PNG_FILTER_NONE)
            case .sub: return Int32(PNG_FILTER_SUB)
            case .up: return Int32(PNG_FILTER_UP)
            case .average: return Int32(PNG_FILTER_AVG)
            case .paeth: return Int32(PNG_FILTER_PAETH)
            case .adaptive: return Int32(PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH)
            case .adaptiveFast: return Int32(PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_PAETH)
            case .runAware: return -1
            }
        }

        var runPercent: Int32 {
            if case .runAware(let percent) = self { return Int32(min(100, max(0, percent))) }
            return 0
        }
    }

    /// The zlib strategy.
    public enum Strategy: Hashable, Sendable {
        /// zlib's default (LZ77 + Huffman).
        case `default`
        /// Favours Huffman coding for filtered data.
        case filtered
        /// Run-length matches only (distance 1): fast, good on flat areas.
        case rle

        var zlibValue: Int32 {
            switch self {
            case .default: return Z_DEFAULT_STRATEGY
            case .filtered: return Z_FILTERED
            case .rle: return Z_RLE
            }
        }
    }

    /// Which colour types the encoder may write. Every choice is lossless: decoding gives back
    /// the same straight RGBA pixels.
    public enum ColorReduction: Hashable, Sendable {
        /// The smallest form the pixels allow: grey (1-8 bits) when every pixel is grey and
        /// opaque (or one grey is fully transparent), palette (1-8 bits, alpha in tRNS) for at
        /// most 256 colours, grey with alpha, else 8-bit RGB or RGBA. Counting the colours costs
        /// one pass over the pixels, which stops past 256.
        case lossless
        /// Always 8-bit RGB (every pixel opaque) or RGBA.
        case none
    }

    /// The row filter. Default: ``Filter/runAware(runPercent:)`` with 70 percent.
    public var filter: Filter
    /// The compression level, 0 (store) to 9 (smallest). Default: 7. Level 7 with the default
    /// strategy is Penumbra's own deflater: zlib's level-6 lazy match search (lazy 16, chain
    /// 128; palette and grey rows lazy 258) that takes a match of 258 bytes at once, over each
    /// strip held whole (no sliding window), which also tries the same bytes a row up, the match
    /// PNG rows make most. On `corpora/realworld` its files are 3 % smaller than zlib's tuned
    /// level 7 (median 0.992x against 1.023x `optipng -o2`) for 0.6x the instructions. Other
    /// levels and strategies are zlib's own.
    public let compressionLevel: Int
    /// The zlib strategy. Default: ``Strategy/default``.
    public var strategy: Strategy
    /// Which colour types may be written. Default: ``ColorReduction/lossless``.
    public var colorReduction: ColorReduction

    /// Creates options; `nil` when `compressionLevel` is outside 0...9.
    public init?(
        filter: Filter = .runAware(runPercent: 70), compressionLevel: Int = 7, strategy: Strategy = .default,
        colorReduction: ColorReduction = .lossless
    ) {
        guard (0...9).contains(compressionLevel) else { return nil }
        self.filter = filter
        self.compressionLevel = compressionLevel
        self.strategy = strategy
        self.colorReduction = colorReduction
    }

    private init(validFilter filter: Filter, level: Int, strategy: Strategy) {
        self.filter = filter
        self.compressionLevel = level
        self.strategy = strategy
        self.colorReduction = .lossless
    }

    /// The options Penumbra writes snapshots with: run-aware filtering (70 %), level 7 (the own
    /// deflater), the default strategy, lossless colour reduction.
    ///
    /// Measured with `swift run -c release bench-png` (and its `--sweep` and `--files` modes) on
    /// a 1170x2532 app screen and on real snapshots from `corpora/realworld`: libpng's adaptive
    /// filter alone (what most encoders use) made files 10-30 % larger than unfiltered rows on
    /// flat UI content, because it filters rows that deflate would otherwise match whole;
    /// unfiltered rows lose up to 2x on renders and on runs of repeated rows. The run-aware
    /// choice came within a few percent of the better of the two on 9 of 10 files. On the app
    /// screen: level 7 gives 84,856 bytes (1.05x `optipng -o2`) in 0.75x Pillow's encode CPU
    /// time (0.55x its wall time on two cores: strips are deflated in parallel); level 8 gives
    /// 1.02x for about 1.6x the CPU time; level 9 beat optipng (0.97x) at ~2.5x Pillow's time.
    ///
    /// On the 79 real snapshots of `corpora/realworld` (`bench-png --corpus`, file in, file out),
    /// the median file is 0.992x `optipng -o2`'s (1.017x before colour reduction) at 42x its
    /// speed; with zlib at level 7 it was 1.023x at 19x. zlib's level 9 gives 0.980x at 12x
    /// its wall time but under 10x its CPU time.
    public static let `default` = PNGEncodingOptions(validFilter: .runAware(runPercent: 70), level: 7, strategy: .default)

    /// How images looked at once are encoded (diff images and strips, from `compare`, `diff`
    /// and the assertions): zlib level 1 with run-length matching and the Up filter. They are
    /// mostly flat colour, so this is about 10x faster than the snapshot encoding for files a
    /// few percent larger; encoding was most of the time of a changed pair. References keep
    /// ``default``: they are stored, and read by every later run.
    public static let reportImage = PNGEncodingOptions(validFilter: .up, level: 1, strategy: .rle)
}
