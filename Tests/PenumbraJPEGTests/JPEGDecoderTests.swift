import Foundation
import PenumbraCore
import PenumbraJPEG
import PenumbraTestSupport
import Testing

/// JPEG photos from real asset catalogs, decoded with the accurate integer IDCT; expected values
/// were read with Pillow.
@Suite(.requiresSharedCorpora) struct JPEGDecoderTests {
    static var catalogs: URL { TestPaths.corpus("assets")!.appendingPathComponent("catalogs") }
    static var fire: URL {
        catalogs.appendingPathComponent("home-assistant-ios/Sources/App/Resources/Assets.xcassets/AlternateIconsPreview/icon-fire-orange.imageset/fire-orange.jpg")
    }

    @Test func decodesTheSamePixelsAsAnIndependentReader() throws {
        let image = try JPEGDecoder.decodeImage(contentsOf: Self.fire)
        #expect(image.width == 64 && image.height == 64)
        #expect(image[0, 0] == RGBA8(246, 159, 92))
        #expect(image[10, 10] == RGBA8(245, 141, 78))
        #expect(image[32, 32] == RGBA8(244, 88, 48))
        #expect(image[63, 63] == RGBA8(242, 24, 23))
    }

    @Test func everyJPEGInTheCatalogsDecodes() throws {
        let files = FileManager.default.enumerator(at: Self.catalogs, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension.lowercased() == "jpg" }
        #expect(files.count == 26)
        for file in files {
            let image = try JPEGDecoder.decodeImage(contentsOf: file)
            #expect(image.width > 0 && image[0, 0].a == 255, "\(file.lastPathComponent)")
        }
    }

    @Test func damagedFilesGiveErrorsNamingThem() throws {
        let whole = try Data(contentsOf: Self.fire)
        for (name, data) in [("truncated.jpg", whole.prefix(whole.count / 2)), ("garbage.jpg", Data("not a jpeg at all".utf8)),
                             ("empty.jpg", Data())] {
            #expect {
                _ = try JPEGDecoder.decode(Data(data), name: name)
            } throws: { error in
                guard case .corrupt(let file, _) = error as? JPEGError else { return false }
                return file == name
            }
        }
        #expect(throws: JPEGError.tooLarge(file: "big.jpg", width: 64, height: 64, maxPixels: 100)) {
            try JPEGDecoder.decode(whole, name: "big.jpg", maxPixels: 100)
        }
    }
}
