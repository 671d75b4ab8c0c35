import Foundation
import Testing
@testable import PenumbraCore

@Suite struct ImageTests {
    @Test func rejectsEmptyAndOversizedImages() {
        #expect(throws: ImageSizeError.empty(width: 0, height: 5)) { try PixelSize(width: 0, height: 5) }
        #expect(throws: ImageSizeError.tooLarge(width: 20_000, height: 20_000, maxPixels: 100_000_000)) {
            try PixelSize(width: 20_000, height: 20_000)
        }
        #expect(throws: ImageSizeError.tooLarge(width: Int.max, height: 2, maxPixels: 100_000_000)) {
            try PixelSize(width: Int.max, height: 2)
        }
    }

    @Test func convertsBetweenStraightAndPremultiplied() throws {
        var image = try RGBAImage(width: 3, height: 2, fill: RGBA8(10, 20, 30, 255))
        image[1, 1] = RGBA8(200, 100, 50, 128)
        image[2, 0] = RGBA8(1, 2, 3, 0)
        let bitmap = image.premultiplied()
        #expect(bitmap[1, 1] == PremultipliedRGBA8(100, 50, 25, 128))
        #expect(bitmap[2, 0] == .clear)
        let back = bitmap.unpremultiplied()
        #expect(back[0, 0] == RGBA8(10, 20, 30, 255))
        #expect(back[1, 1] == RGBA8(199, 100, 50, 128)) // 100 × 255 / 128 = 199.2 → 199
        #expect(back[2, 0] == .clear)
        #expect(!image.isOpaque)
    }

    @Test func atomicWriteReplacesWholeFileAndReportsUnwritableFolders() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("nested/out.bin")
        try AtomicFile.write([1, 2, 3], to: file)
        try AtomicFile.write([4, 5], to: file)
        #expect(try Data(contentsOf: file) == Data([4, 5]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["out.bin"])
        // A path under a regular file cannot be a folder.
        let blocked = file.appendingPathComponent("child.bin")
        #expect(throws: FileWriteError.self) { try AtomicFile.write([1], to: blocked) }
    }
}
