import PenumbraCore
import PenumbraPNG
import PenumbraStyle

extension AssetCatalog: ImageResolver {
    /// The image set `name`'s file for `traits` (appearance, then scale), decoded and
    /// premultiplied, with the scale it was made for; nil when the set is unknown or unreadable.
    public func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)? {
        guard let asset = images[name], let file = asset.file(for: traits),
              let image = try? PNGDecoder.decodeImage(contentsOf: file.url) else { return nil }
        return (image.premultiplied(), file.scale?.value ?? 1)
    }

    /// The image set names, sorted.
    public var imageNames: [String] { images.keys.sorted() }
}
