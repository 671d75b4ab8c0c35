import PenumbraCore
import PenumbraPNG

extension SnapshotImageCodec {
    /// PNG through PenumbraPNG: deterministic encoding (same pixels, same bytes), and decoding
    /// whose errors name the file and the damage.
    public static let png = SnapshotImageCodec(
        encode: { (image: RGBAImage) throws(SnapshotError) -> [UInt8] in
            // The assertion names the variant (SnapshotRun fills it in).
            do throws(PNGError) {
                return [UInt8](try PNGEncoder.encode(image))
            } catch {
                throw SnapshotError.cannotEncode(variant: "", error)
            }
        },
        decode: { (bytes: [UInt8], path: String) throws(SnapshotError) -> RGBAImage in
            do throws(PNGError) {
                return try PNGDecoder.decode(bytes, name: path).image
            } catch {
                throw SnapshotError.invalidPNG(error)
            }
        })
}
