import Foundation
@testable import PenumbraReport

/// Hand-built results covering every status, variants and awkward names.
enum SampleResults {
    static let changedDark = SnapshotEntry(
        snapshot: "Buttons/primary", variant: "dark", file: "Buttons/primary.dark.png", status: .changed,
        referenceSize: ImageDimensions(width: 40, height: 20), actualSize: ImageDimensions(width: 40, height: 20),
        differentPixels: 12, totalPixels: 800, differenceRatio: 0.015, maxChannelDelta: 200, regions: [PixelRegion(x: 2, y: 3, width: 4, height: 3)],
        notes: ["reference is Display P3, actual is sRGB"],
        images: EntryImages(reference: "images/reference/Buttons/primary.dark.png", actual: "images/actual/Buttons/primary.dark.png",
                            diff: "images/diff/Buttons/primary.dark.png", strip: "images/strip/Buttons/primary.dark.png"))

    static var all: SnapshotResults {
        SnapshotResults(runs: [RunInfo(generator: "penumbra test", referenceDirectory: "ref", actualDirectory: "act", ignoredFiles: 2)], entries: [
            changedDark,
            SnapshotEntry(snapshot: "Buttons/primary", variant: "light", file: "Buttons/primary.light.png", status: .passed,
                          referenceSize: ImageDimensions(width: 40, height: 20), actualSize: ImageDimensions(width: 40, height: 20),
                          differentPixels: 0, totalPixels: 800, differenceRatio: 0, maxChannelDelta: 0),
            SnapshotEntry(snapshot: "Cards/<b>&\"quote\"", variant: nil, file: "Cards/<b>&\"quote\".png", status: .new,
                          actualSize: ImageDimensions(width: 10, height: 10), images: EntryImages(actual: "images/actual/Cards/x.png")),
            SnapshotEntry(snapshot: "Cards/gone", variant: "dark", file: "Cards/gone.dark.png", status: .missing,
                          referenceSize: ImageDimensions(width: 10, height: 10), images: EntryImages(reference: "images/reference/Cards/gone.dark.png")),
            SnapshotEntry(snapshot: "Cards/broken", variant: "light", file: "Cards/broken.light.png", status: .error,
                          message: "Cards/broken.light.png: not a PNG (bad signature)\u{1}"),
        ])
    }
}
