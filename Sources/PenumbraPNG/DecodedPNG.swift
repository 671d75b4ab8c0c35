import PenumbraCore

/// A decoded PNG: its pixels as straight 8-bit RGBA and what the file says about itself.
public struct DecodedPNG: Hashable, Sendable {
    /// The pixels, straight alpha; 16-bit samples keep their high byte, no gamma or colour
    /// conversion applied.
    public var image: RGBAImage
    /// Header and colour-space metadata.
    public var info: PNGInfo

    /// Pairs an image with its metadata.
    public init(image: RGBAImage, info: PNGInfo) { self.image = image; self.info = info }
}
