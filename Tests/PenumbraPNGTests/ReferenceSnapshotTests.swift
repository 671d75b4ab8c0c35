import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraPNG

/// The test-support snapshot check that other stages' tests use.
@Suite struct ReferenceSnapshotTests {
    /// 48x32: a red-to-blue gradient left to right, opaque at the top fading to transparent at
    /// the bottom, with a white 8x8 square in the middle.
    static func gradient() throws -> RGBAImage {
        var image = try RGBAImage(width: 48, height: 32)
        for y in 0..<32 {
            for x in 0..<48 {
                let t = UInt8(x * 255 / 47)
                image[x, y] = RGBA8(255 - t, 0, t, UInt8(255 - y * 255 / 31))
            }
        }
        for y in 12..<20 { for x in 20..<28 { image[x, y] = .white } }
        return image
    }

    @Test func matchesRecordedReference() throws {
        let image = try Self.gradient()
        #expect(ReferenceSnapshot.verify(image, group: "ReferenceSnapshotTests", name: "gradient") == nil)
    }

    /// A bitmap is compared through its unpremultiplied image, which the PNG holds losslessly.
    @Test func matchesRecordedBitmapReference() throws {
        let bitmap = try Self.gradient().premultiplied()
        #expect(ReferenceSnapshot.verify(bitmap, group: "ReferenceSnapshotTests", name: "gradient-premultiplied") == nil)
        #expect(ReferenceSnapshot.verify(bitmap.unpremultiplied(), group: "ReferenceSnapshotTests",
                                         name: "gradient-premultiplied") == nil)
    }

    @Test func reportsMismatchAndWritesActual() throws {
        var image = try Self.gradient()
        image[3, 4] = RGBA8(1, 2, 3, 4)
        let message = try #require(ReferenceSnapshot.verify(image, group: "ReferenceSnapshotTests", name: "gradient"))
        let artifact = ReferenceSnapshot.artifactURL(group: "ReferenceSnapshotTests", name: "gradient")
        #expect(message.contains("1 of 1536 pixels differ"))
        #expect(message.contains("first at (3, 4)"))
        #expect(message.contains(artifact.path))
        #expect(try PNGDecoder.decodeImage(contentsOf: artifact) == image)
    }

    @Test func describesSizeDifference() throws {
        let a = try RGBAImage(width: 2, height: 3), b = try RGBAImage(width: 3, height: 2)
        #expect(ReferenceSnapshot.describeDifference(expected: a, actual: b) == "size differs: reference is 2x3, actual is 3x2")
        #expect(ReferenceSnapshot.describeDifference(expected: a, actual: a) == nil)
    }

    /// A missing reference fails: recorded locally (then removed here), never written under CI.
    @Test func missingReferenceFailsOnce() throws {
        let name = "missing-\(UUID().uuidString)"
        let url = ReferenceSnapshot.referenceURL(group: "ReferenceSnapshotTests", name: name)
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try RGBAImage(width: 2, height: 2, fill: .white)
        let message = try #require(ReferenceSnapshot.verify(image, group: "ReferenceSnapshotTests", name: name))
        let environment = ProcessInfo.processInfo.environment
        if environment["PENUMBRA_RECORD"] == "all" {
            #expect(message.hasPrefix("re-recorded"))
        } else if environment["CI"] != nil {
            #expect(message.hasPrefix("missing reference"))
            #expect(!FileManager.default.fileExists(atPath: url.path))
        } else {
            #expect(message.hasPrefix("recorded new reference"))
            #expect(try PNGDecoder.decodeImage(contentsOf: url) == image)
        }
    }
}
