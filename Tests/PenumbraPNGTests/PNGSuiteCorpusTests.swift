import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// Every file of `corpora/pngsuite`: the valid ones decode with the manifest's header values, the
/// corrupt and malformed ones are rejected with the expected error, and nothing crashes.
@Suite(.requiresSharedCorpora) struct PNGSuiteCorpusTests {
    @Test func manifestListsThe338ValidFiles() throws {
        try #require(TestPaths.shared != nil, Comment(rawValue: TestPaths.sharedMissingMessage))
        #expect(CorpusManifest.pngSuite.filter(\.isValid).count == 338)
    }

    @Test(arguments: CorpusManifest.pngSuite.filter(\.isValid))
    func decodesValidFile(_ entry: CorpusEntry) throws {
        let url = try #require(CorpusManifest.pngSuiteURL(entry.file))
        let decoded = try PNGDecoder.decode(contentsOf: url)
        #expect(decoded.image.width == entry.width)
        #expect(decoded.image.height == entry.height)
        #expect(decoded.info.bitDepth == entry.bit_depth)
        #expect(entry.color_type.hasPrefix("\(decoded.info.colorType.rawValue) "))
        #expect(decoded.info.interlaced == (entry.interlace == "adam7"))
    }

    /// Every Adam7 file with a non-interlaced twin: PngSuite's `basi*`/`s##i*` against
    /// `basn*`/`s##n*`, and libpng's `i*` files (beside their twin or in `interlaced/`; three of
    /// those, `iftb?n2c*`, are not interlaced despite the name and are left out).
    static let interlacedTwins: [String] = {
        let valid = Set(CorpusManifest.pngSuite.filter(\.isValid).map(\.file))
        let interlaced = CorpusManifest.pngSuite.filter { $0.isValid && $0.interlace == "adam7" }.map(\.file)
        var pairs: [String] = []
        for file in interlaced.sorted() {
            let url = URL(fileURLWithPath: file)
            let name = url.lastPathComponent, folder = url.deletingLastPathComponent().relativePath
            var candidates: [String] = []
            if file.hasPrefix("full/"), name.count > 4, Array(name)[3] == "i" {
                candidates.append("full/" + String(name.prefix(3)) + "n" + String(name.dropFirst(4)))
            }
            if file.hasPrefix("libpng-contrib-pngsuite/"), name.hasPrefix("i") {
                candidates.append(folder + "/" + String(name.dropFirst()))
                candidates.append((folder as NSString).deletingLastPathComponent + "/" + String(name.dropFirst()))
            }
            if let twin = candidates.first(where: valid.contains) { pairs.append(file + " = " + twin) }
        }
        return pairs
    }()

    @Test func findsSixtyInterlacedTwins() throws {
        try #require(TestPaths.shared != nil, Comment(rawValue: TestPaths.sharedMissingMessage))
        #expect(Self.interlacedTwins.count == 60)
    }

    @Test(arguments: PNGSuiteCorpusTests.interlacedTwins)
    func interlacedTwinDecodesIdentically(_ pair: String) throws {
        let files = pair.components(separatedBy: " = ")
        let interlaced = try #require(CorpusManifest.pngSuiteURL(files[0]))
        let plain = try #require(CorpusManifest.pngSuiteURL(files[1]))
        let a = try PNGDecoder.decode(contentsOf: interlaced)
        let b = try PNGDecoder.decode(contentsOf: plain)
        #expect(a.info.interlaced && !b.info.interlaced)
        #expect(a.image == b.image)
    }

    /// The 14 deliberately corrupt files, each with the error case it must give.
    @Test(arguments: [
        ("xc1n0g08.png", "invalidIHDR"), ("xc9n2c08.png", "invalidIHDR"),
        ("xcrn0g04.png", "asciiConversion"), ("xcsn0g01.png", "crcMismatch:IDAT"),
        ("xd0n2c08.png", "invalidIHDR"), ("xd3n2c08.png", "invalidIHDR"), ("xd9n2c08.png", "invalidIHDR"),
        ("xdtn0g01.png", "missingIDAT"), ("xhdn0g08.png", "crcMismatch:IHDR"),
        ("xlfn0g04.png", "asciiConversion"), ("xs1n0g01.png", "badSignature"), ("xs2n0g01.png", "badSignature"),
        ("xs4n0g01.png", "badSignature"), ("xs7n0g01.png", "asciiConversion"),
    ])
    func rejectsCorruptFileWithExpectedError(_ file: String, _ expected: String) throws {
        let url = try #require(CorpusManifest.pngSuiteURL("full/" + file))
        #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOf: url) }
        do {
            _ = try PNGDecoder.decode(contentsOf: url)
        } catch {
            #expect(Self.caseName(error) == expected, "\(error)")
            #expect(error.file == url.path)
        }
    }

    @Test func corruptFileListMatchesManifest() throws {
        try #require(TestPaths.shared != nil, Comment(rawValue: TestPaths.sharedMissingMessage))
        let corrupt = CorpusManifest.pngSuite.filter { $0.expected?.hasPrefix("CORRUPT") == true }.map(\.file)
        #expect(corrupt.count == 14)
        #expect(corrupt.allSatisfy { $0.hasPrefix("full/x") })
    }

    /// libpng's fuzzer regression inputs: rejected with a typed error, never a crash or hang.
    @Test(arguments: CorpusManifest.pngSuite.filter { $0.expected?.hasPrefix("MALFORMED") == true }.map(\.file))
    func rejectsLibpngCrashInput(_ file: String) throws {
        let url = try #require(CorpusManifest.pngSuiteURL(file))
        #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOf: url) }
    }

    static func caseName(_ error: PNGError) -> String {
        switch error {
        case .crcMismatch(_, let chunk, _, _, _): return "crcMismatch:\(chunk)"
        case .invalidIHDR: return "invalidIHDR"
        case .asciiConversion: return "asciiConversion"
        case .missingIDAT: return "missingIDAT"
        case .badSignature: return "badSignature"
        case .truncated: return "truncated"
        case .invalidChunk: return "invalidChunk"
        case .corruptImageData: return "corruptImageData"
        case .tooLarge: return "tooLarge"
        case .gitLFSPointer: return "gitLFSPointer"
        case .unreadable: return "unreadable"
        case .encodingFailed: return "encodingFailed"
        case .writeFailed: return "writeFailed"
        }
    }
}
