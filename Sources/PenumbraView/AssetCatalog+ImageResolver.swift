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
        guard let asset = images[name], let file = asset.file(for: traits),
              let image = try? PNGDecoder.decodeImage(contentsOf: file.url) else { return nil }
        return (image.premultiplied(), file.scale?.value ?? 1)
    }

    /// The image set `name` for `traits`: a PNG decoded and premultiplied, an SVG or PDF read
    /// as vectors, with the set's template intent and the file's writing direction.
    public func asset(named name: String, traits: Traits) throws(ViewError) -> AssetImage? {
        guard let asset = images[name] else { return nil }
        guard let file = asset.file(for: traits) else {
            throw .invalidImage(path: "", name: name, reason: "the image set has no file for any appearance")
        }
        let mirrored = file.direction.map { $0 != traits.layoutDirection } ?? false
        let content: AssetImage.Content
        do {
            switch file.url.pathExtension.lowercased() {
            case "svg" where asset.isSymbol:
                do { content = .symbolTemplate(try Data(contentsOf: file.url), file: file.url.path) } catch {
                    throw ViewError.invalidImage(path: "", name: name, reason: "cannot read \(file.url.path)")
                }
            case "svg": content = .vector(try SVGReader.read(contentsOf: file.url), preservesVector: asset.preservesVectorRepresentation)
            case "pdf": content = .vector(try PDFReader.read(contentsOf: file.url), preservesVector: asset.preservesVectorRepresentation)
            case "png":
                let image = try PNGDecoder.decodeImage(contentsOf: file.url)
                content = .bitmap(image.premultiplied(), scale: file.scale?.value ?? 1)
            case "jpg", "jpeg":
                let image = try JPEGDecoder.decodeImage(contentsOf: file.url)
                content = .bitmap(image.premultiplied(), scale: file.scale?.value ?? 1)
            default:
                throw ViewError.invalidImage(path: "", name: name,
                                             reason: "\(file.url.path): .\(file.url.pathExtension) files are not read (PNG, JPEG, SVG and PDF are)")
            }
        } catch let error as ViewError {
            throw error
        } catch let error as PNGError {
            throw .damagedImage(path: "", name: name, .png(error))
        } catch let error as JPEGError {
            throw .damagedImage(path: "", name: name, .jpeg(error))
        } catch let error as VectorError {
            throw .damagedImage(path: "", name: name, .vector(error))
        } catch {
            throw .invalidImage(path: "", name: name, reason: "\(error)")
        }
        return AssetImage(content: content, isTemplate: asset.isTemplate, isMirrored: mirrored)
    }

    /// The image set names, sorted.
    public var imageNames: [String] { images.keys.sorted() }
}
