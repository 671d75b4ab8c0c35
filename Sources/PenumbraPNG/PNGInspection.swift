import Foundation
import PenumbraCore

/// What `penumbra inspect` reports for one file: the header and colour space of a PNG that
/// decodes, or the error of one that does not. `Codable` for the JSON output.
public struct PNGInspection: Codable, Hashable, Sendable {
    /// The path as given.
    public var file: String
    /// Whether the whole file decoded.
    public var valid: Bool
    /// Header values (nil for an invalid file).
    public var width: Int?, height: Int?, bitDepth: Int?
    /// `"gray"`, `"rgb"`, `"palette"`, `"gray+alpha"` or `"rgba"`.
    public var colorType: String?
    public var interlaced: Bool?
    /// ``PNGInfo/colorSpaceName``.
    public var colorSpace: String?
    /// The raw colour-space chunks, when present.
    public var srgbIntent: Int?
    public var gamma: UInt32?
    public var iccProfileName: String?
    /// cICP as `[primaries, transfer, matrix, fullRange]`.
    public var cicp: [Int]?
    /// Chunk types in file order.
    public var chunks: [String]?
    /// The error message for an invalid file.
    public var error: String?
    /// Whether the file could not be read at all (missing, no permission): an I/O problem rather
    /// than an invalid PNG.
    public var unreadable: Bool

    /// Decodes the file at `path` fully and records the result.
    /// - Parameter maxPixels: the decoder's size limit. Default: ``PixelSize/defaultMaxPixels``.
    public init(path: String, maxPixels: Int = PixelSize.defaultMaxPixels) {
        file = path
        unreadable = false
        do {
            let decoded = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: path), maxPixels: maxPixels)
            let info = decoded.info
            valid = true
            width = info.width; height = info.height; bitDepth = info.bitDepth
            colorType = info.colorType.description
            interlaced = info.interlaced
            colorSpace = info.colorSpaceName
            srgbIntent = info.srgbIntent
            gamma = info.gamma
            iccProfileName = info.iccProfileName
            cicp = info.cicp.map { [Int($0.colorPrimaries), Int($0.transferFunction), Int($0.matrixCoefficients), $0.fullRange ? 1 : 0] }
            chunks = info.chunkTypes
        } catch {
            valid = false
            self.error = error.description
            if case .unreadable = error { unreadable = true }
        }
    }
}
