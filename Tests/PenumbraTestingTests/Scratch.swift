import Foundation
import PenumbraTesting

/// Helpers for the assertion tests: a temporary folder per test, solid images, and a trivial
/// image codec so the store's logic is tested apart from the PNG codec.
struct Scratch {
    /// A fresh folder under the system's temporary folder.
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("penumbra-testing-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    var snapshots: URL { root.appendingPathComponent("snapshots") }
    var artifacts: URL { root.appendingPathComponent("artifacts") }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

enum Images {
    /// A `width`×`height` image of one colour.
    static func solid(_ colour: RGBA8, width: Int = 4, height: Int = 3) throws -> RGBAImage {
        try RGBAImage(width: width, height: height, fill: colour)
    }

    /// `solid` with the first `count` pixels of the top row changed to `changed`.
    static func solid(_ colour: RGBA8, changing count: Int, to changed: RGBA8, width: Int = 4, height: Int = 3) throws -> RGBAImage {
        var image = try solid(colour, width: width, height: height)
        for x in 0..<count { image[x, 0] = changed }
        return image
    }

    static let lightColour = RGBA8(250, 250, 250)
    static let darkColour = RGBA8(20, 20, 24)

    /// A light or dark image by variant name.
    static func forVariant(_ variant: Variant) throws -> RGBAImage {
        try solid(variant.name == "dark" ? darkColour : lightColour)
    }
}

extension SnapshotImageCodec {
    /// `RAW` + width and height as 4 big-endian bytes each + the pixel bytes.
    static let raw = SnapshotImageCodec(
        encode: { (image: RGBAImage) throws(SnapshotError) -> [UInt8] in
            var out: [UInt8] = Array("RAW".utf8)
            for side in [image.width, image.height] {
                for shift in [24, 16, 8, 0] { out.append(UInt8(truncatingIfNeeded: side >> shift)) }
            }
            return out + image.bytes
        },
        decode: { (bytes: [UInt8], path: String) throws(SnapshotError) -> RGBAImage in
            guard bytes.count >= 11, Array(bytes[0..<3]) == Array("RAW".utf8) else {
                throw .cannotDecode(path: path, reason: "not a RAW file")
            }
            func side(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            guard let size = try? PixelSize(width: side(3), height: side(7)),
                  let image = RGBAImage(size: size, bytes: Array(bytes[11...])) else {
                throw .cannotDecode(path: path, reason: "bad size")
            }
            return image
        })
}

enum Swatches {
    /// A 24x16 swatch: the variant's background with a 8x8 accent square at (4, 4), drawn pixel
    /// by pixel so it needs nothing but the core types.
    static func draw(_ variant: Variant) throws -> Bitmap {
        let dark = variant.traits.userInterfaceStyle == .dark
        let background = dark ? RGBA8(28, 28, 30) : RGBA8(242, 242, 247)
        let accent = dark ? RGBA8(10, 132, 255) : RGBA8(0, 122, 255)
        var image = try RGBAImage(width: 24, height: 16, fill: background)
        for y in 4..<12 { for x in 4..<12 { image[x, y] = accent } }
        return image.premultiplied()
    }
}
