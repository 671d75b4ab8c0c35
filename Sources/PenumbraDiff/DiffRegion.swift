import PenumbraCore
/// One changed region of a comparison: the bounding box of a cluster of differing pixels.
public struct DiffRegion: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The bounding box, in the diff image's pixels (the reference's coordinates).
    public let bounds: PixelRect
    /// How many differing pixels lie in the box.
    public let differentPixels: Int

    /// Creates a region.
    public init(bounds: PixelRect, differentPixels: Int) {
        self.bounds = bounds
        self.differentPixels = differentPixels
    }

    /// `"X,Y WxH (N px)"`.
    public var description: String { "\(bounds) (\(differentPixels) px)" }
}
