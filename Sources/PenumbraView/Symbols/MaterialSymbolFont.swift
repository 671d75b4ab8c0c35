import Foundation
import PenumbraCore
import PenumbraText

/// Google's Material Icons font (Apache-2.0), the open-licensed set that draws SF Symbols names
/// Penumbra does not draw by hand: Debian's `fonts-material-design-icons-iconfont`, installed by
/// `scripts/bootstrap`. Its glyphs are read and drawn by Penumbra's own font engine, so they are
/// the same pixels on every machine that has the same font file.
enum MaterialSymbolFont {
    /// The font file's name.
    static let fileName = "MaterialIcons-Regular.ttf"

    /// Folders searched for the font, in order: Debian/Ubuntu's package, other Linux layouts,
    /// Homebrew's and macOS's font folders.
    static let searchDirectories: [String] = {
        var dirs = ["/usr/share/fonts/truetype/material-design-icons-iconfont", "/usr/share/fonts/material-design-icons-iconfont",
                    "/usr/share/fonts/TTF", "/usr/local/share/fonts", "/opt/homebrew/share/fonts", "/Library/Fonts"]
        if let home = ProcessInfo.processInfo.environment["HOME"] { dirs.append(home + "/Library/Fonts") }
        return dirs
    }()

    /// The font, loaded once per process from the first folder that holds it; the failure says
    /// which folders were searched or which file could not be read.
    static let face: Result<FontFace, SymbolFontError> = {
        for dir in searchDirectories {
            let path = dir + "/" + fileName
            guard FileManager.default.fileExists(atPath: path) else { continue }
            do throws(FontError) { return .success(try FontFace(contentsOf: path)) } catch {
                return .failure(.unreadable(path: path, error))
            }
        }
        return .failure(.notInstalled(searched: searchDirectories))
    }()

    /// How much larger than the em square an icon is drawn, about the box's centre: Material
    /// icons are drawn on a 24-unit grid inside a 20-unit live area (2 units of padding on every
    /// side), where SF Symbols' ink fills the symbol's box. Scaling the live area to the box
    /// (24/20) draws `checkmark.circle.fill` at 30 points 30 points across where the iOS 26
    /// simulator draws it 29 (SpeziViews' `completedTileHeader` reference, 87 px at 3x); the
    /// em square alone drew it 25. The box, and so the layout, is unchanged.
    static let liveAreaScale = 1.2

    /// The outline of the icon at `codePoint` in the unit square (y down): the font's em square
    /// (512 units, the baseline at the bottom: ascender 512, descender 0) scaled by
    /// ``liveAreaScale`` about its centre, so that the icon's live area is the symbol's box.
    /// - Throws: ``SymbolFontError`` when the font is missing or the glyph cannot be read.
    static func outline(codePoint: UInt32, mirrored: Bool) throws(SymbolFontError) -> VectorPath {
        let font: FontFace
        switch face {
        case .success(let f): font = f
        case .failure(let error): throw error
        }
        guard let scalar = Unicode.Scalar(codePoint), let glyph = font.glyph(for: scalar) else {
            throw .missingGlyph(codePoint: codePoint, file: font.source)
        }
        let outline: VectorPath
        do throws(FontError) { outline = try font.outline(glyph: glyph) } catch { throw .unreadable(path: font.source, error) }
        let em = Double(font.unitsPerEm), top = Double(font.ascender)
        // Font units (y up, baseline at 0) to the unit square (y down, top at 0)...
        let flip = AffineTransform(a: (mirrored ? -1 : 1) / em, b: 0, c: 0, d: -1 / em,
                                   tx: mirrored ? 1 : 0, ty: top / em)
        // ...then the live area to the whole square, about its centre: one transform, one pass
        // over the outline.
        let k = liveAreaScale, live = AffineTransform(a: k, b: 0, c: 0, d: k, tx: (1 - k) / 2, ty: (1 - k) / 2)
        return outline.applying(flip.concatenating(live))
    }
}

/// Why the symbol font cannot draw a symbol.
enum SymbolFontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No folder holds the font file.
    case notInstalled(searched: [String])
    /// The font file does not parse, or a glyph in it is malformed.
    case unreadable(path: String, FontError)
    /// The font has no glyph at the mapped code point (a font older than the mapping).
    case missingGlyph(codePoint: UInt32, file: String)

    var description: String {
        switch self {
        case .notInstalled(let searched):
            return "the symbol font \(MaterialSymbolFont.fileName) is not installed (searched \(searched.joined(separator: ", "))); "
                + "run scripts/bootstrap or apt-get install fonts-material-design-icons-iconfont"
        case let .unreadable(path, error):
            return "the symbol font \(path) cannot be read: \(error)"
        case let .missingGlyph(codePoint, file):
            return "the symbol font \(file) has no glyph U+\(String(codePoint, radix: 16, uppercase: true)); install fonts-material-design-icons-iconfont 6.7.0 or later"
        }
    }
}
