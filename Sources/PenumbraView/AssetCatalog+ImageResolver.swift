import Foundation
import PenumbraCore
import PenumbraJPEG
import PenumbraPNG
import PenumbraStyle
import PenumbraVector

extension AssetCatalog: ImageResolver {
    /// The image set `name`'s file for `traits` (appearance, then scale), decoded and
    /// premultiplied, with the scale it was made for; nil when the set is unknown or unreadable.
    public func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)? {
        guard let found = try? asset(named: name, traits: traits), case let .bitmap(bitmap, scale) = found.content else { return nil }
        return (bitmap, scale)
    }

    /// The image set `name` for `traits`: a PNG or JPEG decoded and premultiplied, an SVG or PDF
    /// read as vectors, with the set's template intent and the file's writing direction.
    ///
    /// Each file is read once for the catalog's life (``AssetFileCache``), whatever the fixtures
    /// and variants that draw it. A PNG or JPEG of more than
    /// ``AssetImageDecoding/maxPixelsPerImage`` pixels is decoded smaller (JPEG at 1/2, 1/4 or 1/8
    /// by libjpeg while decoding; PNG by averaging) and drawn at its own size in points all the
    /// same, as a vector image holding the smaller pixels.
    /// - Throws: ``ViewError/invalidImage(path:name:reason:)`` when the set has no file, its
    ///   file's kind is not read, or the catalog's decoded images would pass their budget;
    ///   ``ViewError/damagedImage(path:name:_:)`` when the file does not decode.
    public func asset(named name: String, traits: Traits) throws(ViewError) -> AssetImage? {
        guard let asset = images[name] else { return nil }
        guard let file = asset.file(for: traits) else {
            throw .invalidImage(path: "", name: name, reason: "the image set has no file for any appearance")
        }
        let mirrored = file.direction.map { $0 != traits.layoutDirection } ?? false
        let kind = file.url.pathExtension.lowercased()
        let scale = file.scale?.value ?? 1
        let content: AssetImage.Content
        if kind == "svg", asset.isSymbol {
            // Read for the font's weight when drawn; the file's bytes are all that is kept.
            do { content = .symbolTemplate(try Data(contentsOf: file.url), file: file.url.path) } catch {
                throw ViewError.invalidImage(path: "", name: name, reason: "cannot read \(file.url.path)")
            }
        } else {
            let key = "\(kind) \(scale) \(asset.preservesVectorRepresentation) \(file.url.standardizedFileURL.path)"
            // A file that fails is kept failed too: it is not read again for every drawing.
            let lookup = fileCache.value(for: key) { () -> (value: Result<AssetImage.Content, ViewError>, pixels: Int) in
                do throws(ViewError) {
                    let (found, pixels) = try AssetImageDecoding.content(of: file.url, kind: kind, scale: scale, name: name,
                                                                         preservesVector: asset.preservesVectorRepresentation)
                    return (.success(found), pixels)
                } catch {
                    return (.failure(error), 0)
                }
            }
            switch lookup {
            case .value(let found): content = try found.get()
            case let .overBudget(held, adding, budget):
                throw .invalidImage(path: "", name: name, reason: "\(file.url.path): its \(adding) decoded pixels would take the "
                                    + "catalog's decoded images to \(held + adding) pixels, past the budget of \(budget) "
                                    + "(\(budget / (1 << 18)) MiB); draw fewer or smaller images in one run")
            }
        }
        return AssetImage(content: content, isTemplate: asset.isTemplate, isMirrored: mirrored)
    }

    /// The image set names, sorted.
    public var imageNames: [String] { images.keys.sorted() }
}
