import Foundation
import PenumbraCore
import PenumbraPNG

/// Exact-pixel comparison of an image with a reference PNG under `__Snapshots__/`, for the
/// package's own tests.
///
/// Record behaviour comes from the environment: with `CI` unset a missing reference is written
/// (and the check fails once, so a new reference is never accepted silently); with `CI` set
/// nothing is written; `PENUMBRA_RECORD=all` overwrites every reference.
public enum ReferenceSnapshot {
    /// Compares with `__Snapshots__/<group>/<name>.png` (exact pixels). Returns nil when equal,
    /// otherwise a failure message. Missing reference: when env CI is unset writes it (atomic) and
    /// returns "recorded new reference …" (so the test fails once); with CI set, writes nothing and
    /// returns "missing reference …". PENUMBRA_RECORD=all overwrites and returns "re-recorded …".
    ///
    /// The bitmap is compared as its unpremultiplied image, which the PNG stores losslessly.
    public static func verify(_ bitmap: Bitmap, group: String, name: String) -> String? {
        verify(bitmap.unpremultiplied(), group: group, name: name)
    }

    /// Compares a straight-alpha image with `__Snapshots__/<group>/<name>.png`; see
    /// ``verify(_:group:name:)-(Bitmap,_,_)``. On mismatch the actual image is written to
    /// `.build/penumbra-test-artifacts/<group>/<name>.actual.png` and named in the message.
    public static func verify(_ image: RGBAImage, group: String, name: String) -> String? {
        let environment = ProcessInfo.processInfo.environment
        let reference = referenceURL(group: group, name: name)
        let fm = FileManager.default

        if environment["PENUMBRA_RECORD"] == "all" {
            if let failure = write(image, to: reference) { return failure }
            return "re-recorded reference \(reference.path) (PENUMBRA_RECORD=all); unset it and run again"
        }
        guard fm.fileExists(atPath: reference.path) else {
            if environment["CI"] != nil {
                return "missing reference \(reference.path) (CI is set, so nothing was recorded); "
                    + "record it locally and commit it"
            }
            if let failure = write(image, to: reference) { return failure }
            return "recorded new reference \(reference.path); look at it, then run the test again"
        }
        let expected: RGBAImage
        do {
            expected = try PNGDecoder.decodeImage(contentsOf: reference)
        } catch {
            return "cannot read reference: \(error)"
        }
        guard let difference = describeDifference(expected: expected, actual: image) else { return nil }
        let actualURL = artifactURL(group: group, name: name)
        if let failure = write(image, to: actualURL) { return "\(difference); \(failure)" }
        return "\(difference) from reference \(reference.path); actual written to \(actualURL.path)"
    }

    /// `__Snapshots__/<group>/<name>.png`.
    public static func referenceURL(group: String, name: String) -> URL {
        TestPaths.snapshots.appendingPathComponent(group).appendingPathComponent(name + ".png")
    }

    /// `.build/penumbra-test-artifacts/<group>/<name>.actual.png`.
    public static func artifactURL(group: String, name: String) -> URL {
        TestPaths.packageRoot.appendingPathComponent(".build/penumbra-test-artifacts")
            .appendingPathComponent(group).appendingPathComponent(name + ".actual.png")
    }

    /// Nil when the images are equal; otherwise what differs (size, or the count of differing
    /// pixels, the first one, and the largest channel difference).
    public static func describeDifference(expected: RGBAImage, actual: RGBAImage) -> String? {
        guard expected.size == actual.size else {
            return "size differs: reference is \(expected.size), actual is \(actual.size)"
        }
        if expected.bytes == actual.bytes { return nil }
        var count = 0, maxDelta = 0
        var first: (x: Int, y: Int)?
        expected.bytes.withUnsafeBufferPointer { e in
            actual.bytes.withUnsafeBufferPointer { a in
                for pixel in 0..<(e.count / 4) {
                    var differs = false
                    for c in 0..<4 {
                        let delta = abs(Int(e[pixel * 4 + c]) - Int(a[pixel * 4 + c]))
                        if delta > 0 { differs = true; maxDelta = max(maxDelta, delta) }
                    }
                    if differs {
                        count += 1
                        if first == nil { first = (pixel % expected.width, pixel / expected.width) }
                    }
                }
            }
        }
        guard let first else { return nil }
        return "\(count) of \(expected.size.pixelCount) pixels differ (max channel delta \(maxDelta)); first at "
            + "(\(first.x), \(first.y)): reference \(expected[first.x, first.y]), actual \(actual[first.x, first.y])"
    }

    private static func write(_ image: RGBAImage, to url: URL) -> String? {
        do {
            try PNGEncoder.write(image, to: url)
            return nil
        } catch {
            return "could not write \(url.path): \(error)"
        }
    }
}
