import Foundation
import Testing
import PenumbraCore
import PenumbraTestSupport
@testable import PenumbraDiff

/// Every case of pixelmatch's own test suite (7.2.0 and 5.3.0, in ../shared/corpora/pixelmatch):
/// the count with an output image, the output image pixel for pixel, and the count without one.
@Suite(.requiresSharedCorpora) struct PixelmatchConformanceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let version: String
        let index: Int
        let img1: String, img2: String, expectedDiffImage: String
        let expectedMismatch: Int
        let threshold: Double?
        let includeAA: Bool?
        let alpha: Double?
        let aaColor: [Int]?, diffColor: [Int]?, diffColorAlt: [Int]?
        let diffMask: Bool?

        var testDescription: String { "\(version) #\(index) \(img1.split(separator: "/").last ?? "")" }
    }

    static let folder = TestPaths.corpus("pixelmatch")

    /// The cases of both versions, or none when ../shared is absent.
    static let cases: [Case] = {
        guard let folder else { return [] }
        var all: [Case] = []
        for (version, file) in [("7.2.0", "cases-v7.2.0.json"), ("5.3.0", "cases-v5.3.0.json")] {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
                  let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { continue }
            for c in list {
                let o = c["options"] as? [String: Any] ?? [:]
                all.append(Case(version: version, index: c["index"] as? Int ?? -1,
                                img1: c["img1"] as? String ?? "", img2: c["img2"] as? String ?? "",
                                expectedDiffImage: c["expectedDiffImage"] as? String ?? "",
                                expectedMismatch: c["expectedMismatch"] as? Int ?? -1,
                                threshold: (o["threshold"] as? NSNumber)?.doubleValue, includeAA: o["includeAA"] as? Bool,
                                alpha: (o["alpha"] as? NSNumber)?.doubleValue, aaColor: o["aaColor"] as? [Int],
                                diffColor: o["diffColor"] as? [Int], diffColorAlt: o["diffColorAlt"] as? [Int],
                                diffMask: o["diffMask"] as? Bool))
            }
        }
        return all
    }()

    @Test func bothVersionsAreFound() {
        #expect(Self.cases.filter { $0.version == "7.2.0" }.count == 12)
        #expect(Self.cases.filter { $0.version == "5.3.0" }.count == 10)
    }

    static func colour(_ values: [Int]?) -> RGBA8? {
        guard let values, values.count == 3 else { return nil }
        return RGBA8(UInt8(clamping: values[0]), UInt8(clamping: values[1]), UInt8(clamping: values[2]))
    }

    /// Indices of the pixels whose four bytes differ (compared as 32-bit words: fast in debug builds).
    static func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> [Int] {
        guard a.count == b.count else { return [-1] }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                let wa = pa.bindMemory(to: UInt32.self), wb = pb.bindMemory(to: UInt32.self)
                var out: [Int] = []
                for i in 0..<wa.count where wa[i] != wb[i] { out.append(i) }
                return out
            }
        }
    }

    @Test(arguments: cases)
    func matchesPixelmatch(_ c: Case) throws {
        let folder = try #require(Self.folder)
        let load = { (path: String) throws -> RGBAImage in try PairComparison.loadPNG(folder.appendingPathComponent(path)) }
        let img1 = try load(c.img1), img2 = try load(c.img2), expected = try load(c.expectedDiffImage)
        let defaults = DiffStyle.default
        let style = try DiffStyle(alpha: c.alpha ?? 0.1, antialiasedColor: Self.colour(c.aaColor) ?? defaults.antialiasedColor,
                                  diffColor: Self.colour(c.diffColor) ?? defaults.diffColor,
                                  diffColorAlt: Self.colour(c.diffColorAlt), diffMask: c.diffMask ?? false)
        let options = try YIQOptions(threshold: c.threshold ?? 0.1, includeAA: c.includeAA ?? false,
                                     background: c.version.hasPrefix("5") ? .white : .checkerboard)
        let comparator = ImageComparator(mode: .yiq(options), style: style)

        let withImage = try comparator.compare(reference: img1, actual: img2, makeDiffImage: true)
        #expect(withImage.differentPixels == c.expectedMismatch)
        let diff = try #require(withImage.diffImage)
        #expect(diff.size == expected.size)
        let mismatched = Self.differingPixels(diff.bytes, expected.bytes)
        #expect(mismatched.count == 0, "\(mismatched.count) diff-image pixels differ, first at pixel \(mismatched.first ?? -1)")

        // The same image drawn into the reference's own storage.
        let inPlace = try comparator.compareDrawingInPlace(reference: img1, actual: img2)
        #expect(inPlace.differentPixels == c.expectedMismatch)
        let inPlaceDiff = try #require(inPlace.diffImage)
        #expect(Self.differingPixels(inPlaceDiff.bytes, expected.bytes).isEmpty)

        let countOnly = try comparator.compare(reference: img1, actual: img2)
        #expect(countOnly.differentPixels == c.expectedMismatch)
        #expect(countOnly.diffImage == nil)
    }
}
