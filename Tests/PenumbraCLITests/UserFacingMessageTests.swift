import Foundation
import Testing
import Penumbra
import PenumbraJPEG
import PenumbraTesting
import PenumbraUI

/// Every user-facing message of the PNG, diff, font, style, report, view and snapshot errors, pinned word for
/// word: one case a row. A message names its file once and says what is wrong (and, where
/// there is one, what to do). A change to a message is a change to this table.
@Suite struct UserFacingMessageTests {
    static let png: [(PNGError, String)] = [
        (.unreadable(file: "a.png", reason: "No such file"),
         "a.png: cannot read the file: No such file"),
        (.gitLFSPointer(file: "a.png"),
         "a.png: this is a Git LFS pointer, not a PNG; run `git lfs pull`"),
        (.badSignature(file: "a.png", found: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]),
         "a.png: not a PNG file (signature bytes 47 49 46 38 39 61 00 00, expected 89 50 4E 47 0D 0A 1A 0A)"),
        (.asciiConversion(file: "a.png", found: [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x1A, 0x0A, 0]),
         "a.png: PNG damaged by ASCII (text-mode) conversion: signature bytes 89 50 4E 47 0A 1A 0A 00, expected 89 50 4E 47 0D 0A 1A 0A; transfer the file as binary"),
        (.truncated(file: "a.png", chunk: "IDAT", offset: 33, needed: 100, available: 20),
         "a.png: file is truncated in chunk IDAT at byte 33: needs 100 bytes, 20 left"),
        (.truncated(file: "a.png", chunk: nil, offset: 8, needed: 8, available: 3),
         "a.png: file is truncated at byte 8: needs 8 bytes, 3 left"),
        (.crcMismatch(file: "a.png", chunk: "IHDR", offset: 8, stored: 0xDEAD_BEEF, computed: 0x0123_4567),
         "a.png: CRC error in chunk IHDR at byte 8: stored 0xDEADBEEF, computed 0x01234567"),
        (.invalidIHDR(file: "a.png", reason: "bit depth 7 is not allowed for colour type 2"),
         "a.png: invalid IHDR: bit depth 7 is not allowed for colour type 2"),
        (.invalidChunk(file: "a.png", chunk: "PLTE", offset: 45, reason: "length 7 is not a multiple of 3"),
         "a.png: invalid chunk PLTE at byte 45: length 7 is not a multiple of 3"),
        (.missingIDAT(file: "a.png"),
         "a.png: no IDAT chunk (the file holds no image data)"),
        (.tooLarge(file: "a.png", width: 100_000, height: 100_000, maxPixels: 100_000_000),
         "a.png: image is 100000x100000 (10000000000 pixels), over the limit of 100000000 pixels"),
        (.corruptImageData(file: "a.png", reason: "invalid distance too far back"),
         "a.png: corrupt image data: invalid distance too far back"),
        (.encodingFailed(reason: "zlib error -2"),
         "PNG encoding failed: zlib error -2"),
    ]

    static let diff: [(DiffError, String)] = [
        (.invalidOption(name: "--tolerance", value: "-1", expected: "a number from 0 to 255"),
         "invalid value '-1' for --tolerance: expected a number from 0 to 255"),
        (.unreadableFile(path: "a.png", reason: "No such file or directory"),
         "a.png: cannot read the file: No such file or directory"),
        (.undecodableImage(path: "a.png", reason: "neither bytes nor pixels were given"),
         "cannot decode a.png as PNG: neither bytes nor pixels were given"),
        (.png(.missingIDAT(file: "a.png")),
         "a.png: no IDAT chunk (the file holds no image data)"),
        (.unwritableFile(FileWriteError(path: "out/diff.png", reason: "Permission denied")),
         "cannot write out/diff.png: Permission denied"),
        (.imageTooLarge(width: 30_000, height: 30_000, maxPixels: 100_000_000),
         "a 30000x30000 image would exceed the limit of 100000000 pixels"),
        (.diffImageTooLarge(reference: try! PixelSize(width: 100_000, height: 1), actual: try! PixelSize(width: 1, height: 100_000), maxPixels: 100_000_000),
         "the reference is 100000x1 and the actual 1x100000: a diff image covering both (100000x100000) would exceed the limit of 100000000 pixels; compare without a diff image"),
        (.maskSizeMismatch(mask: "3x4", image: "5x6", path: "mask.png"),
         "the ignore mask mask.png is 3x4 but the reference image is 5x6: they must be the same size"),
        (.maskSizeMismatch(mask: "3x4", image: "5x6", path: nil),
         "the ignore mask is 3x4 but the reference image is 5x6: they must be the same size"),
    ]

    static let font: [(FontError, String)] = [
        (.unreadable(path: "f.ttf", reason: "No such file"),
         "cannot read font file f.ttf: No such file"),
        (.notAFont(tag: 0x4749_4638),
         "not a font: the file starts with 0x47494638 (expected a TrueType, OpenType or collection header)"),
        (.noSuchFontInCollection(index: 3, count: 2),
         "font collection holds 2 fonts, index 3 does not exist"),
        (.missingTable("cmap"),
         "font has no 'cmap' table"),
        (.truncated(table: "glyf", offset: 120, length: 10, available: 4),
         "'glyf' table: reading 10 bytes at offset 120 runs past its end (4 bytes)"),
        (.invalidValue(table: "head", field: "unitsPerEm", value: 0),
         "'head' table: invalid unitsPerEm 0"),
        (.limitExceeded(table: "GPOS", what: "subtables", value: 20_000, limit: 4096),
         "'GPOS' table: subtables 20000 exceeds the limit 4096"),
        (.compositeTooDeep(glyph: 7, depth: 33),
         "'glyf' table: composite glyph 7 nests deeper than 33 levels (a loop?)"),
        (.subroutineTooDeep(glyph: 7, depth: 11),
         "'CFF ' table: glyph 7 calls subroutines deeper than 11 levels (a recursion?)"),
        (.unsupportedCharstringOperator(glyph: 7, op: 31),
         "'CFF ' table: glyph 7 uses unsupported charstring operator 31"),
        (.unsupported(table: "CFF2", what: "blend in a private dict"),
         "'CFF2' table: unsupported blend in a private dict"),
        (.glyphOutOfRange(glyph: 900, count: 800),
         "glyph 900 is out of range (the font has 800)"),
        (.defaultFontMissing(family: "DejaVu Sans", searched: ["/usr/share/fonts"]),
         "default font DejaVu Sans not found (looked in /usr/share/fonts); run scripts/bootstrap to install it"),
        (.noFontRegistered(family: "Inter"),
         "no font registered for family Inter"),
        (.glyphSizeOutOfRange(pixelSize: 0, limit: 4096),
         "glyph size 0.0 px per em is outside the supported range (up to 4096.0)"),
        (.inFile(path: "f.ttf", .missingTable("cmap")),
         "font file f.ttf: font has no 'cmap' table"),
    ]

    static let style: [(StyleError, String)] = [
        (.invalidDisplayScale(4),
         "display scale 4 is not 1, 2 or 3"),
        (.emptyVariantToken(name: "light--dark"),
         "variant name 'light--dark' has an empty token (grammar: light|dark, then any of -elevated -high-contrast -rtl -xs…-xxxl -ax1…-ax5, then optional @2x/@3x)"),
        (.unknownVariantToken(name: "light-rlt", token: "rlt", suggestion: "rtl"),
         "variant name 'light-rlt': unknown token 'rlt'; did you mean \"rtl\"? (grammar: light|dark, then any of -elevated -high-contrast -rtl -xs…-xxxl -ax1…-ax5, then optional @2x/@3x)"),
        (.conflictingVariantToken(name: "light-dark", token: "dark", trait: "style"),
         "variant name 'light-dark': 'dark' sets style a second time"),
        (.missingVariantStyle(name: "rtl"),
         "variant name 'rtl' must start with 'light' or 'dark' (grammar: light|dark, then any of -elevated -high-contrast -rtl -xs…-xxxl -ax1…-ax5, then optional @2x/@3x)"),
        (.componentOutOfRange(component: "red", value: 1.5, range: 0...1),
         "colour component red = 1.5 is outside 0.0...1.0"),
        (.invalidHexColor("#12"),
         "'#12' is not a hex colour (#RGB, #RRGGBB or #RRGGBBAA)"),
        (.unknownColor(name: "primaryTxt", palette: "brand", suggestion: "primaryText"),
         "palette 'brand' has no colour 'primaryTxt'; did you mean \"primaryText\"?"),
        (.duplicateColor(name: "primary", palette: "brand"),
         "palette 'brand' defines 'primary' twice"),
        (.aliasCycle(file: "tokens.json", chain: ["a", "b", "a"]),
         "tokens.json: aliases form a cycle: a → b → a: give one of them a colour value"),
        (.aliasChainTooDeep(file: "tokens.json", path: "color.a", limit: 64),
         "tokens.json: color.a: its aliases chain more than 64 levels deep: point a token of the chain at a colour value"),
        (.unresolvedAlias(file: "tokens.json", path: "color.fg", alias: "color.smok", suggestion: "color.smoke"),
         "tokens.json: color.fg: alias {color.smok} names nothing; did you mean \"color.smoke\"?: write the token's full dotted path, or load the file that defines it too (--palette FILE, repeatable)"),
        (.unreadableFile(file: "tokens.json", reason: "No such file"),
         "tokens.json: cannot read: No such file"),
        (.invalidJSON(file: "tokens.json", line: 3, column: 7, reason: "expected a value"),
         "tokens.json:3:7: not valid JSON: expected a value"),
        (.invalidValue(file: "tokens.json", path: "color.fg", expected: "a colour", found: "number 3"),
         "tokens.json: color.fg: expected a colour, found number 3"),
        (.missingKey(file: "tokens.json", path: "color.fg.$value"),
         "tokens.json: color.fg.$value is missing: add it"),
        (.invalidModeMap(entry: "Night", reason: "no '=' in it"),
         "mode map entry 'Night': no '=' in it"),
        (.unsupportedColorSpace(file: "Colors.xcassets/a.colorset/Contents.json", path: "colors[0].color", colorSpace: "gray-gamma-22"),
         "Colors.xcassets/a.colorset/Contents.json: colors[0].color: colour space 'gray-gamma-22' is not supported (srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray; tokens: also hsl, hwb, lab, lch, oklab, oklch, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50): convert the colour, or give a \"hex\" fallback"),
        (.unknownImage(name: "logo", catalog: "Assets", suggestion: "Logo"),
         "asset catalog 'Assets' has no image 'logo'; did you mean \"Logo\"?"),
        (.invalidImage(asset: "Logo", error: .missingIDAT(file: "Logo.png")),
         "image 'Logo': Logo.png: no IDAT chunk (the file holds no image data)"),
    ]

    static let report: [(ReportError, String)] = [
        (.unsupportedSchemaVersion(path: "r.json", found: 2, supported: 1),
         "r.json: results schema version 2 is not supported (this penumbra reads version 1); use a penumbra release that writes version 2, or re-run the diff with this one"),
        (.invalidResults(path: "r.json", reason: "missing key entries"),
         "r.json: not a penumbra results file: missing key entries"),
        (.unreadable(path: "r.json", reason: "No such file"),
         "r.json: cannot read the file: No such file"),
        (.notADirectory(path: "refs"),
         "refs: does not exist or is not a folder; give an existing folder"),
        (.writeFailed(path: "out/report.html", reason: "Permission denied"),
         "cannot write out/report.html: Permission denied"),
        (.invalidShard("3/2"),
         "invalid shard '3/2': expected I/N with 1 ≤ I ≤ N, e.g. 2/4"),
        (.invalidVariantPattern(pattern: "(", reason: "unbalanced"),
         "invalid variant pattern '(': unbalanced"),
        (.invalidGlob("[a"),
         "invalid glob '[a'"),
        (.nestedFolders(reference: "ref", actual: "ref/act"),
         "ref/act and ref: one folder is inside the other; give the actual snapshots a folder of their own"),
        (.outsideReferences(path: "ref/link/x.png", folder: "ref"),
         "ref/link/x.png leads outside ref through a symbolic link; nothing was approved"),
    ]

    /// The view stage keeps the error of the stage below (font, PNG, image file) with its case;
    /// the message names the tree path, then that error, which names its file.
    static let view: [(ViewError, String)] = [
        (.textFailed(path: "root.children[0]", .inFile(path: "Inter.ttf", .compositeTooDeep(glyph: 7, depth: 9))),
         "root.children[0]: cannot draw text: font file Inter.ttf: 'glyf' table: composite glyph 7 nests deeper than 9 levels (a loop?)"),
        (.defaultFontsUnavailable(.defaultFontMissing(family: "DejaVu Sans", searched: ["/usr/share/fonts"])),
         "the default fonts cannot be loaded: " + FontError.defaultFontMissing(family: "DejaVu Sans", searched: ["/usr/share/fonts"]).description),
        (.encodingFailed(.encodingFailed(reason: "out of memory")),
         "cannot encode the render as PNG: PNG encoding failed: out of memory"),
        (.damagedImage(path: "root.background", name: "Logo", .png(.missingIDAT(file: "Assets.xcassets/Logo.imageset/logo.png"))),
         "root.background: image \"Logo\" cannot be drawn: Assets.xcassets/Logo.imageset/logo.png: no IDAT chunk (the file holds no image data)"),
        (.damagedImage(path: "root", name: "Photo", .jpeg(.unreadable(file: "photo.jpg", reason: "No such file"))),
         "root: image \"Photo\" cannot be drawn: " + JPEGError.unreadable(file: "photo.jpg", reason: "No such file").description),
        (.damagedImage(path: "root", name: "Icon", .vector(VectorError(.malformed, file: "icon.svg", location: "svg/path[1]", reason: "bad path data"))),
         "root: image \"Icon\" cannot be drawn: icon.svg: bad path data at svg/path[1]"),
        (.invalidImage(path: "root", name: "Logo", reason: "the image set has no file for any appearance"),
         "root: image \"Logo\" cannot be drawn: the image set has no file for any appearance"),
    ]

    /// An assertion's errors keep the stage's error with its case and name the variant.
    static let snapshot: [(SnapshotError, String)] = [
        (.renderFailed(variant: "dark", .view(.unknownColor(path: "root", name: "brandPurple", suggestion: "brandPurple2"))),
         "rendering variant \"dark\" failed: root: unknown colour \"brandPurple\"; did you mean \"brandPurple2\"?"),
        (.renderFailed(variant: "light", .unsupported(path: "root.children[1]", api: "Canvas")),
         "rendering variant \"light\" failed: " + UIError.unsupported(path: "root.children[1]", api: "Canvas").description),
        (.renderThrew(variant: "light", reason: "fixture missing"),
         "rendering variant \"light\" failed: fixture missing"),
        (.cannotWrite(FileWriteError(path: "__Snapshots__/a/1.light.png", reason: "Permission denied")),
         "cannot write __Snapshots__/a/1.light.png: Permission denied"),
        (.cannotEncode(variant: "dark", .encodingFailed(reason: "out of memory")),
         "cannot encode variant \"dark\" as PNG: PNG encoding failed: out of memory"),
        (.codecFailed(variant: "dark", reason: "no WebP encoder"),
         "cannot encode variant \"dark\": no WebP encoder"),
    ]

    @Test func pngMessages() {
        for (error, message) in Self.png { #expect(error.description == message) }
    }

    @Test func diffMessages() {
        for (error, message) in Self.diff { #expect(error.description == message) }
    }

    @Test func fontMessages() {
        for (error, message) in Self.font { #expect(error.description == message) }
    }

    @Test func styleMessages() {
        for (error, message) in Self.style { #expect(error.description == message) }
    }

    @Test func reportMessages() {
        for (error, message) in Self.report { #expect(error.description == message) }
    }

    @Test func viewMessages() {
        for (error, message) in Self.view { #expect(error.description == message) }
    }

    @Test func snapshotMessages() {
        for (error, message) in Self.snapshot { #expect(error.description == message) }
    }
}
