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

        var libpngMask: Int32 {
            switch self {
            case .none: return Int32(PNG_FILTER_NONE)
            case .sub: return Int32(PNG_FILTER_SUB)
            case .up: return Int32(PNG_FILTER_UP)
            case .average: return Int32(PNG_FILTER_AVG)
            case .paeth: return Int32(PNG_FILTER_PAETH)
            case .adaptive: return Int32(PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH)
            case .adaptiveFast: return Int32(PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_PAETH)
            }
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

    /// The row filter. Default: ``Filter/adaptive``.
    public var filter: Filter
    /// The zlib level, 0 (store) to 9 (smallest). Default: 6.
    public let compressionLevel: Int
    /// The zlib strategy. Default: ``Strategy/default``.
    public var strategy: Strategy

    /// Creates options; `nil` when `compressionLevel` is outside 0...9.
    public init?(filter: Filter = .adaptive, compressionLevel: Int = 6, strategy: Strategy = .default) {
        guard (0...9).contains(compressionLevel) else { return nil }
        self.filter = filter
        self.compressionLevel = compressionLevel
        self.strategy = strategy
    }

    private init(validFilter filter: Filter, level: Int, strategy: Strategy) {
        self.filter = filter
        self.compressionLevel = level
        self.strategy = strategy
    }

    /// The options Penumbra writes snapshots with.
    public static let `default` = PNGEncodingOptions(validFilter: .adaptive, level: 6, strategy: .default)
}
