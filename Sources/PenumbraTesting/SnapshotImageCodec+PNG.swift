import PenumbraCore

extension SnapshotImageCodec {
    /// PNG through PenumbraPNG.
    public static let png = SnapshotImageCodec(
        encode: { (_: RGBAImage) throws(SnapshotError) -> [UInt8] in
            throw SnapshotError.cannotEncode(variant: "", reason: "the PNG codec is not built yet")
        },
        decode: { (_: [UInt8], path: String) throws(SnapshotError) -> RGBAImage in
            throw SnapshotError.cannotDecode(path: path, reason: "the PNG codec is not built yet")
        })
}
