import Foundation
import Testing
@testable import PenumbraTesting

/// The public assertions under Swift Testing, with real PNG files.
@Suite struct AssertSnapshotTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    func inScratch<R>(_ environment: [String: String] = [:], _ body: () throws -> R) rethrows -> R {
        try withSnapshotSettings(environment: SnapshotEnvironment(environment), snapshotDirectory: scratch.snapshots,
                                 artifactsDirectory: scratch.artifacts, operation: body)
    }

    @Test func recordsThenPassesWithRealPNGs() throws {
        defer { scratch.remove() }
        withKnownIssue {
            _ = inScratch { assertSnapshot(named: "swatch", of: Swatches.draw) }
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Snapshot \"recordsThenPassesWithRealPNGs.swatch\": 2 of 2 variants recorded;") == true
        }
        #expect(scratch.files(in: scratch.snapshots) == [
            "recordsThenPassesWithRealPNGs.swatch.dark.png", "recordsThenPassesWithRealPNGs.swatch.light.png",
        ])
        let dark = try PNGDecoder.decodeImage(contentsOf: scratch.snapshots.appendingPathComponent("recordsThenPassesWithRealPNGs.swatch.dark.png"))
        #expect(dark == (try Swatches.draw(.dark)).unpremultiplied())
        let result = inScratch { assertSnapshot(named: "swatch", of: Swatches.draw) }
        #expect(result.passed)
    }

    @Test func reportsAMismatchAsAnIssueAtTheCallSite() throws {
        defer { scratch.remove() }
        _ = inScratch { verifySnapshot(of: Swatches.draw, named: "swatch", function: "mismatch()") }
        let line = #line + 3 // the assertSnapshot call below
        withKnownIssue {
            _ = inScratch {
                assertSnapshot(named: "swatch", function: "mismatch()") { variant in
                    var bitmap = try Swatches.draw(variant)
                    if variant == .dark { bitmap[0, 0] = PremultipliedRGBA8(unchecked: 255, 0, 0, 255) }
                    return bitmap
                }
            }
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return issue.sourceLocation?.line == line
                && text.contains("  light: matches ")
                && text.contains("  dark: differs from ")
                && text.contains("1 of 384 pixels differ (0.26%), max channel delta 227 (exact)")
        }
    }

    @Test func comparesAPNGFile() throws {
        defer { scratch.remove() }
        let file = scratch.root.appendingPathComponent("from-simulator.png")
        try AtomicFile.write(try PNGEncoder.encode(try Swatches.draw(.light)), to: file)
        _ = inScratch { verifySnapshot(of: { _ in try PNGDecoder.decodeImage(contentsOf: file) }, named: "sim",
                                       variants: VariantSet([.light]), function: "comparesAPNGFile()") }
        let result = inScratch { assertSnapshot(ofPNGAt: file, named: "sim") }
        #expect(result.passed)
        #expect(result.verdicts.map(\.reference.lastPathComponent) == ["comparesAPNGFile.sim.light.png"])
    }

    @Test func failsForAnUnreadablePNGFileNamingIt() throws {
        defer { scratch.remove() }
        let file = scratch.root.appendingPathComponent("truncated.png")
        try AtomicFile.write([0x89, 0x50, 0x4E, 0x47], to: file)
        withKnownIssue {
            _ = inScratch { assertSnapshot(ofPNGAt: file, named: "broken") }
        } matching: { issue in
            issue.comments.first?.rawValue.contains("light: error: \(file.path): file is truncated") == true
        }
        #expect(scratch.files(in: scratch.snapshots).isEmpty)
    }

    @Test func keepsActualReferenceDiffAndStripForAFailingVariant() throws {
        defer { scratch.remove() }
        _ = inScratch { verifySnapshot(of: Swatches.draw, named: "s", variants: VariantSet([.light]), function: "d()") }
        let result = inScratch {
            verifySnapshot(of: { _ in try Images.solid(.white, width: 24, height: 16) }, named: "s",
                           variants: VariantSet([.light]), function: "d()")
        }
        let artifacts = try #require(result.verdicts.first?.artifacts)
        let urls = [artifacts.actual, artifacts.reference, artifacts.diff, artifacts.strip].compactMap { $0 }
        #expect(urls.map(\.lastPathComponent) == ["d.s.light.actual.png", "d.s.light.reference.png", "d.s.light.diff.png", "d.s.light.strip.png"])
        for url in urls {
            #expect(throws: Never.self) { try PNGDecoder.decodeImage(contentsOf: url) }
        }
        let strip = try PNGDecoder.decodeImage(contentsOf: try #require(artifacts.strip))
        #expect(strip.width > 3 * 24, "reference, actual and diff side by side")
        #expect(result.verdicts.first?.outcome.difference?.regions == [try PixelRect(x: 0, y: 0, width: 24, height: 16)])
    }
}
