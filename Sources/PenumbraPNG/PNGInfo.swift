/// What a PNG's header and colour-space chunks say: size, format, and colour-space metadata.
///
/// Read without decoding pixels (``PNGDecoder/readInfo(_:name:maxPixels:)``) or alongside them
/// (``DecodedPNG/info``). Penumbra never converts pixels by this metadata; it reports it so that a
/// comparison can say why two images that look alike differ ("reference is Display P3, actual is
/// sRGB").
public struct PNGInfo: Hashable, Sendable {
    /// Width and height in pixels, from IHDR.
    public var width: Int, height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    /// The stored colour type.
    public var colorType: PNGColorType
    /// Whether the image is Adam7-interlaced.
    public var interlaced: Bool
    /// The sRGB chunk's rendering intent (0 perceptual, 1 relative colorimetric, 2 saturation,
    /// 3 absolute colorimetric), or `nil` without an sRGB chunk.
    public var srgbIntent: Int?
    /// The gAMA chunk's value (file gamma × 100,000, e.g. 45455), or `nil`.
    public var gamma: UInt32?
    /// The cHRM chunk's white point and primaries, or `nil`.
    public var chromaticities: PNGChromaticities?
    /// The iCCP chunk's profile name (Latin-1), or `nil` without an iCCP chunk.
    public var iccProfileName: String?
    /// The cICP chunk (coding-independent code points), or `nil`.
    public var cicp: PNGCICP?
    /// Whether a tRNS chunk is present.
    public var hasTransparencyChunk: Bool
    /// The chunk types in file order, repeated IDATs listed once per run (`IHDR, sRGB, IDAT, IEND`).
    public var chunkTypes: [String]

    /// Creates info with the given header values and no colour-space chunks.
    public init(width: Int, height: Int, bitDepth: Int, colorType: PNGColorType, interlaced: Bool,
                srgbIntent: Int? = nil, gamma: UInt32? = nil, chromaticities: PNGChromaticities? = nil,
                iccProfileName: String? = nil, cicp: PNGCICP? = nil, hasTransparencyChunk: Bool = false,
                chunkTypes: [String] = []) {
        self.width = width; self.height = height; self.bitDepth = bitDepth; self.colorType = colorType
        self.interlaced = interlaced; self.srgbIntent = srgbIntent; self.gamma = gamma
        self.chromaticities = chromaticities; self.iccProfileName = iccProfileName; self.cicp = cicp
        self.hasTransparencyChunk = hasTransparencyChunk; self.chunkTypes = chunkTypes
    }
}

/// A PNG colour type (IHDR byte 9).
public enum PNGColorType: Int, Hashable, Sendable, CustomStringConvertible {
    case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

    /// The allowed bit depths for this colour type (PNG specification, table 11.1).
    public var allowedBitDepths: [Int] {
        switch self {
        case .gray: return [1, 2, 4, 8, 16]
        case .palette: return [1, 2, 4, 8]
        case .rgb, .grayAlpha, .rgba: return [8, 16]
        }
    }

    /// `"gray"`, `"rgb"`, `"palette"`, `"gray+alpha"` or `"rgba"`.
    public var description: String {
        switch self {
        case .gray: return "gray"
        case .rgb: return "rgb"
        case .palette: return "palette"
        case .grayAlpha: return "gray+alpha"
        case .rgba: return "rgba"
        }
    }
}

/// A cHRM chunk: white point and primaries as CIE x, y chromaticities × 100,000.
public struct PNGChromaticities: Hashable, Sendable {
    public var whiteX: UInt32, whiteY: UInt32, redX: UInt32, redY: UInt32
    public var greenX: UInt32, greenY: UInt32, blueX: UInt32, blueY: UInt32

    /// Creates the value from the chunk's eight numbers, in file order.
    public init(whiteX: UInt32, whiteY: UInt32, redX: UInt32, redY: UInt32,
                greenX: UInt32, greenY: UInt32, blueX: UInt32, blueY: UInt32) {
        self.whiteX = whiteX; self.whiteY = whiteY; self.redX = redX; self.redY = redY
        self.greenX = greenX; self.greenY = greenY; self.blueX = blueX; self.blueY = blueY
    }
}

/// A cICP chunk (ITU-T H.273 code points): which primaries, transfer function and matrix.
public struct PNGCICP: Hashable, Sendable {
    /// Colour primaries: 1 BT.709/sRGB, 9 BT.2020, 12 Display P3 (SMPTE EG 432-1).
    public var colorPrimaries: UInt8
    /// Transfer characteristics: 13 sRGB, 16 PQ, 18 HLG.
    public var transferFunction: UInt8
    /// Matrix coefficients; 0 (identity, RGB) for PNG.
    public var matrixCoefficients: UInt8
    /// Whether sample values use the full range.
    public var fullRange: Bool

    /// Creates the value from the chunk's four bytes.
    public init(colorPrimaries: UInt8, transferFunction: UInt8, matrixCoefficients: UInt8, fullRange: Bool) {
        self.colorPrimaries = colorPrimaries; self.transferFunction = transferFunction
        self.matrixCoefficients = matrixCoefficients; self.fullRange = fullRange
    }
}
