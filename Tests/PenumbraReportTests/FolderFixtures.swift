import Foundation
import PenumbraCore
import PenumbraPNG

/// Builds reference and actual folders in a temporary directory covering every status, corrupt
/// files, size changes, each variant naming convention and nested folders.
struct FolderFixtures {
    let root: URL
    var reference: URL { root.appendingPathComponent("reference") }
    var actual: URL { root.appendingPathComponent("actual") }
    var report: URL { root.appendingPathComponent("report") }

    static func image(_ width: Int = 8, _ height: Int = 6, _ fill: RGBA8 = RGBA8(200, 200, 200), dot: RGBA8? = nil) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height, fill: fill)
        if let dot { image[2, 3] = dot; image[3, 3] = dot }
        return image
    }

    func write(_ folder: URL, _ path: String, _ image: RGBAImage, options: PNGEncodingOptions = .default) throws {
        try AtomicFile.write(try PNGEncoder.encode(image, options: options), to: folder.appendingPathComponent(path))
    }

    func writeBytes(_ folder: URL, _ path: String, _ bytes: [UInt8]) throws {
        try AtomicFile.write(bytes, to: folder.appendingPathComponent(path))
    }

    /// The standard fixture; see the expectations in `FolderDiffTests`.
    static func standard() throws -> FolderFixtures {
        let f = FolderFixtures(root: FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-folder-\(UUID().uuidString)"))
        let base = try image()
        // passed, identical bytes, Penumbra's own naming
        try f.write(f.reference, "Buttons/primary.light.png", base)
        try f.write(f.actual, "Buttons/primary.light.png", base)
        // changed pixels
        try f.write(f.reference, "Buttons/primary.dark.png", base)
        try f.write(f.actual, "Buttons/primary.dark.png", try image(dot: RGBA8(255, 0, 0)))
        // same pixels, different bytes (another compression level): passed after decoding
        try f.write(f.reference, "Cards/card_dark.png", base)
        try f.write(f.actual, "Cards/card_dark.png", base, options: PNGEncodingOptions(compressionLevel: 1) ?? .default)
        try f.write(f.reference, "Cards/card_light.png", base)
        try f.write(f.actual, "Cards/card_light.png", base)
        // size change, `-` naming
        try f.write(f.reference, "Lists/row-dark.png", base)
        try f.write(f.actual, "Lists/row-dark.png", try image(8, 7))
        // new, `@` naming, nested
        try f.write(f.actual, "New/deep/badge@dark.png", base)
        // missing
        try f.write(f.reference, "Old/gone.light.png", base)
        // corrupt actual
        try f.write(f.reference, "Broken/icon.light.png", base)
        try f.writeBytes(f.actual, "Broken/icon.light.png", [0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        // ignored
        try f.writeBytes(f.reference, "notes.txt", [65])
        try f.writeBytes(f.actual, "Buttons/readme.md", [65])
        return f
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
