import PenumbraCore

/// An image a ``Snapshotting`` strategy draws: what it is stored and compared as.
public protocol SnapshotImage {
    /// The straight-alpha pixels written to the snapshot file and compared with the reference.
    var straightAlphaImage: RGBAImage { get }
}

extension Bitmap: SnapshotImage {
    /// The rasterizer's premultiplied pixels, unpremultiplied.
    public var straightAlphaImage: RGBAImage { unpremultiplied() }
}

extension RGBAImage: SnapshotImage {
    /// The image itself.
    public var straightAlphaImage: RGBAImage { self }
}
