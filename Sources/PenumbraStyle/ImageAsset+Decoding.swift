import PenumbraCore
import PenumbraPNG

extension ImageAsset {
    /// The decoded image for a trait collection and the scale it was drawn for, or `nil` when
    /// the set has no file. The file is chosen by ``file(for:)``; a single-scale file counts as
    /// 1x. Pixels are as the PNG stores them (straight alpha, no gamma or colour conversion).
    /// - Throws: ``StyleError/invalidImage(asset:error:)`` when the file does not decode.
    public func image(for traits: Traits) throws(StyleError) -> (image: RGBAImage, scale: DisplayScale)? {
        guard let file = file(for: traits) else { return nil }
        do {
            let image = try PNGDecoder.decodeImage(contentsOf: file.url)
            return (image, file.scale ?? .x1)
        } catch {
            throw .invalidImage(asset: name, error: error)
        }
    }
}

extension AssetCatalog {
    /// The decoded image of an image set for a trait collection (``ImageAsset/image(for:)``).
    /// - Throws: ``StyleError/unknownImage(name:catalog:suggestion:)`` for a name the catalog
    ///   lacks; ``StyleError/invalidImage(asset:error:)`` for a file that does not decode.
    public func image(named name: String, for traits: Traits) throws(StyleError) -> (image: RGBAImage, scale: DisplayScale)? {
        guard let asset = images[name] else {
            throw .unknownImage(name: name, catalog: self.name, suggestion: NameSuggestion.nearest(to: name, in: images.keys.sorted()))
        }
        return try asset.image(for: traits)
    }
}
