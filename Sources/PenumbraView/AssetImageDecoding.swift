import Foundation
import PenumbraCore
import PenumbraJPEG
import PenumbraPNG
import PenumbraVector

/// How an asset catalog's image file becomes what the renderer draws: PNG and JPEG pixels
/// (made smaller at decode when they are huge), SVG and PDF drawings.
enum AssetImageDecoding {
    /// The most pixels one decoded PNG or JPEG keeps: 2^24 (4096 × 4096, 64 MiB as RGBA8), more
    /// than any screen an asset is drawn on holds. Past it the image is decoded smaller.
    static let maxPixelsPerImage = 1 << 24

    /// The content of `url` read as `kind` (its extension), with the decoded pixels it holds.
    /// - Throws: ``ViewError/damagedImage(path:name:_:)`` for a file that does not decode,
    ///   ``ViewError/invalidImage(path:name:reason:)`` for a kind that is not read.
    static func content(of url: URL, kind: String, scale: Int, name: String,
                        preservesVector: Bool) throws(ViewError) -> (value: AssetImage.Content, pixels: Int) {
        do {
            switch kind {
            case "svg": return (.vector(try SVGReader.read(contentsOf: url), preservesVector: preservesVector), 0)
            case "pdf": return (.vector(try PDFReader.read(contentsOf: url), preservesVector: preservesVector), 0)
            case "png":
                let image = try PNGDecoder.decodeImage(contentsOf: url)
                var factor = 1
                while factor < 256, (image.width / factor) * (image.height / factor) > maxPixelsPerImage { factor *= 2 }
                let bitmap = image.premultiplied()
                return placed(factor == 1 ? bitmap : bitmap.reduced(by: factor), width: image.width, height: image.height, scale: scale)
            case "jpg", "jpeg":
                let data: Data
                do { data = try Data(contentsOf: url, options: .mappedIfSafe) } catch {
                    throw JPEGError.unreadable(file: url.relativePath, reason: FileBytes.reason(error))
                }
                let (image, fullSize) = try JPEGDecoder.decode(data, name: url.relativePath, reducedTo: maxPixelsPerImage)
                return placed(image.premultiplied(), width: fullSize.width, height: fullSize.height, scale: scale)
            default:
                throw ViewError.invalidImage(path: "", name: name,
                                             reason: "\(url.path): .\(url.pathExtension) files are not read (PNG, JPEG, SVG and PDF are)")
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
    }

    /// Pixels as the renderer draws them: as they are when they are the file's own size, else
    /// a vector image of the file's size in points holding the smaller pixels, so layout and
    /// the drawn frame are what the whole image would give.
    private static func placed(_ bitmap: Bitmap, width: Int, height: Int, scale: Int) -> (value: AssetImage.Content, pixels: Int) {
        let pixels = bitmap.width * bitmap.height
        guard bitmap.width != width || bitmap.height != height else { return (.bitmap(bitmap, scale: scale), pixels) }
        let size = Size(Double(width) / Double(scale), Double(height) / Double(scale))
        // The unit square onto the whole box (a side rounded up by the scaling covers a sliver more).
        let transform = AffineTransform(a: size.width, b: 0, c: 0, d: size.height, tx: 0, ty: 0)
        let drawing = VectorDrawing(size: size, content: [.image(VectorImage(pixels: bitmap, transform: transform))])
        return (.vector(drawing, preservesVector: true), pixels)
    }
}
