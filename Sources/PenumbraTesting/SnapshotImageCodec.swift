import Foundation
import PenumbraCore

/// Encodes and decodes the images a snapshot store writes and reads.
///
/// The assertions use ``png``; tests of the store itself may pass another.
public struct SnapshotImageCodec: Sendable {
    /// Encodes an image to the bytes of a file.
    public let encode: @Sendable (RGBAImage) throws(SnapshotError) -> [UInt8]
    /// Decodes a file's bytes; the path is for error messages.
    public let decode: @Sendable (_ bytes: [UInt8], _ path: String) throws(SnapshotError) -> RGBAImage

    /// A codec from two functions.
    public init(encode: @escaping @Sendable (RGBAImage) throws(SnapshotError) -> [UInt8],
                decode: @escaping @Sendable (_ bytes: [UInt8], _ path: String) throws(SnapshotError) -> RGBAImage) {
        self.encode = encode
        self.decode = decode
    }
}
