import Foundation
import Testing
@testable import PenumbraTesting

/// The record modes end to end through `verifySnapshot`, which returns the failure as a value.
/// Every test works in its own temporary folder with an explicit environment.
@Suite struct RecordFlowTests {
    let scratch: Scratch
    let artifactFolder: URL

    init() throws {
        scratch = try Scratch()
        artifactFolder = scratch.artifacts.appendingPathComponent("Tests/PenumbraTestingTests/RecordFlowTests")
    }

    func verify(
        _ render: (Variant) throws -> RGBAImage, record: SnapshotRecordMode? = nil,
        environment: [String: String] = [:], variants: VariantSet = .default
    ) -> SnapshotResult {
        withSnapshotSettings(environment: SnapshotEnvironment(environment), snapshotDirectory: scratch.snapshots,
                             artifactsDirectory: scratch.artifacts) {
            verifySnapshot(of: render, named: "button", variants: variants, record: record, codec: .raw,
                           filePath: #filePath, function: "flow()")
        }
    }

    func reference(_ variant: String) -> String { scratch.snapshots.appendingPathComponent("flow.button.\(variant).png").path }
    func artifact(_ suffix: String) -> String { artifactFolder.appendingPathComponent("flow.button.\(suffix)").path }
    var resultFile: String {
        scratch.artifacts.appendingPathComponent("Tests.PenumbraTestingTests.RecordFlowTests.flow.button.json").path
    }

    /// Light as usual; dark with its first two pixels white.
    func changedDark(_ variant: Variant) throws -> RGBAImage {
        variant == .dark ? try Images.solid(Images.darkColour, changing: 2, to: RGBA8(250, 250, 250)) : try Images.forVariant(variant)
    }

    @Test func recordsMissingReferencesAndFailsSayingWhatItWrote() throws {
        defer { scratch.remove() }
        let result = verify(Images.forVariant)
        #expect(result.verdicts.map(\.outcome) == [.recordedNew, .recordedNew])
        #expect(result.failureMessage == """
            Snapshot "flow.button": 2 of 2 variants recorded; record mode "missing" (the default on a developer's machine).
              light: recorded new reference \(reference("light"))
                actual: \(artifact("light.actual.png"))
              dark: recorded new reference \(reference("dark"))
                actual: \(artifact("dark.actual.png"))
            A recorded reference fails the test once; run the test again to compare against it.
            Results: \(resultFile)
            """)
        let stored = try SnapshotImageCodec.raw.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: reference("dark")))), "dark")
        #expect(stored == (try Images.forVariant(.dark)))
    }

    @Test func passesOnTheSecondRunWithNoMessage() throws {
        defer { scratch.remove() }
        _ = verify(Images.forVariant)
        let second = verify(Images.forVariant)
        #expect(second.passed)
        #expect(second.failureMessage == nil)
        #expect(second.verdicts.map(\.outcome) == [.matched, .matched])
    }

    @Test func keepsTheImagesOfMatchingVariantsOnlyWhenAsked() throws {
        defer { scratch.remove() }
        _ = verify(Images.forVariant)
        let fm = FileManager.default
        try fm.removeItem(atPath: artifact("dark.actual.png"))
        try fm.removeItem(atPath: artifact("light.actual.png"))
        #expect(verify(Images.forVariant).passed)
        #expect(!fm.fileExists(atPath: artifact("dark.actual.png")))
        let kept = verify(Images.forVariant, environment: ["PENUMBRA_KEEP_ACTUALS": "1"])
        #expect(kept.passed)
        #expect(kept.verdicts.allSatisfy { $0.artifacts.actual == nil })
        let image = try SnapshotImageCodec.raw.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: artifact("dark.actual.png")))), "dark")
        #expect(image == (try Images.forVariant(.dark)))
        #expect(fm.fileExists(atPath: artifact("light.actual.png")))
        #expect(!fm.fileExists(atPath: artifact("dark.diff.png")))
        #expect(!SnapshotEnvironment(["PENUMBRA_KEEP_ACTUALS": "no"]).keepsActuals)
    }

    @Test func listsEveryVariantWhenOneDiffers() throws {
        defer { scratch.remove() }
        _ = verify(Images.forVariant)
        let before = try Data(contentsOf: URL(fileURLWithPath: reference("dark")))
        let result = verify(changedDark)
        #expect(result.failureMessage == """
            Snapshot "flow.button": 1 of 2 variants failed; record mode "missing" (the default on a developer's machine).
              light: matches \(reference("light"))
              dark: differs from \(reference("dark")): 2 of 12 pixels differ (16.667%), max channel delta 230 (exact)
                actual: \(artifact("dark.actual.png"))
                reference copy: \(artifact("dark.reference.png"))
                diff: \(artifact("dark.diff.png"))
                strip: \(artifact("dark.strip.png"))
            Results: \(resultFile)
            """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: reference("dark"))) == before, "missing mode must not overwrite")
    }

    @Test func rerecordsOnlyFailedVariantsInFailedMode() throws {
        defer { scratch.remove() }
        _ = verify(Images.forVariant)
        let light = try Data(contentsOf: URL(fileURLWithPath: reference("light")))
        let result = verify(changedDark, record: .failed)
        #expect(result.failureMessage == """
            Snapshot "flow.button": 1 of 2 variants recorded; record mode "failed" (from the assertion's argument).
              light: matches \(reference("light"))
              dark: re-recorded \(reference("dark")); the old reference differed: 2 of 12 pixels differ (16.667%), max channel delta 230 (exact)
                actual: \(artifact("dark.actual.png"))
                reference copy: \(artifact("dark.reference.png"))
                diff: \(artifact("dark.diff.png"))
                strip: \(artifact("dark.strip.png"))
            A recorded reference fails the test once; run the test again to compare against it.
            Results: \(resultFile)
            """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: reference("light"))) == light)
        #expect(verify(changedDark).passed, "the re-recorded reference now matches")
    }

    @Test func rewritesEveryVariantInAllModeAndStillFails() throws {
        defer { scratch.remove() }
        _ = verify(Images.forVariant)
        let result = verify(Images.forVariant, environment: ["PENUMBRA_RECORD": "all"])
        #expect(!result.passed)
        #expect(result.verdicts.map(\.outcome) == [.rerecorded(nil), .rerecorded(nil)])
        #expect(result.failureMessage?.hasPrefix("""
            Snapshot "flow.button": 2 of 2 variants recorded; record mode "all" (from PENUMBRA_RECORD).
              light: re-recorded \(reference("light")); the old reference matched
            """) == true)
    }

    @Test func failsAMissingReferenceOnCIAndWritesNoReference() throws {
        defer { scratch.remove() }
        let result = verify(Images.forVariant, environment: ["CI": "true"], variants: VariantSet([.light]))
        #expect(result.failureMessage == """
            Snapshot "flow.button": 1 of 1 variant failed; record mode "never" (the default when CI is set).
              light: no reference at \(reference("light")); nothing written
                actual: \(artifact("light.actual.png"))
            CI is set, so no reference was written: record it locally and commit it, or set PENUMBRA_RECORD=missing.
            Results: \(resultFile)
            """)
        #expect(!scratch.exists(URL(fileURLWithPath: reference("light"))))
        #expect(scratch.files(in: scratch.snapshots).isEmpty)
    }

    @Test func letsTheEnvironmentRecordOnCI() {
        defer { scratch.remove() }
        let result = verify(Images.forVariant, environment: ["CI": "true", "PENUMBRA_RECORD": "missing"])
        #expect(result.verdicts.map(\.outcome) == [.recordedNew, .recordedNew])
    }

    @Test func reportsARenderErrorForItsVariantAndComparesTheOthers() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "no font for weight 950" } }
        defer { scratch.remove() }
        _ = verify(Images.forVariant)
        let result = verify { variant in
            if variant == .dark { throw Broken() }
            return try Images.forVariant(variant)
        }
        #expect(result.failureMessage == """
            Snapshot "flow.button": 1 of 2 variants failed; record mode "missing" (the default on a developer's machine).
              light: matches \(reference("light"))
              dark: error: rendering variant "dark" failed: no font for weight 950
            Results: \(resultFile)
            """)
    }

    @Test func reportsASizeChange() throws {
        defer { scratch.remove() }
        _ = verify(Images.forVariant, variants: VariantSet([.light]))
        let result = verify({ _ in try Images.solid(Images.lightColour, width: 4, height: 5) }, variants: VariantSet([.light]))
        #expect(result.verdicts.first?.outcome.difference?.sizeMismatch == true)
        #expect(result.failureMessage?.contains(
            "light: differs from \(reference("light")): size changed from 4x3 to 4x5, 8 of 20 pixels differ (40%), max channel delta 0 (exact)") == true)
    }

    @Test func rejectsAnInvalidRecordModeInTheEnvironment() {
        defer { scratch.remove() }
        let result = verify(Images.forVariant, environment: ["PENUMBRA_RECORD": "true"])
        #expect(result.failureMessage
            == "Snapshot \"flow.button\": PENUMBRA_RECORD is \"true\"; expected one of never, missing, failed, all.")
        #expect(scratch.files(in: scratch.snapshots).isEmpty)
    }

    @Test func reportsAnUndecodableReferenceWithItsPath() throws {
        defer { scratch.remove() }
        try AtomicFile.write(Array("not an image".utf8), to: URL(fileURLWithPath: reference("light")))
        let result = verify(Images.forVariant, variants: VariantSet([.light]))
        #expect(result.verdicts.first?.outcome == .error(.cannotDecode(path: reference("light"), reason: "not a RAW file")))
    }

    @Test func removesStaleArtifactsOnceAVariantMatchesAgain() throws {
        defer { scratch.remove() }
        _ = verify(Images.forVariant)
        _ = verify(changedDark)
        #expect(scratch.exists(URL(fileURLWithPath: artifact("dark.actual.png"))))
        #expect(verify(Images.forVariant).passed)
        #expect(!scratch.exists(URL(fileURLWithPath: artifact("dark.actual.png"))))
        #expect(!scratch.exists(URL(fileURLWithPath: artifact("dark.reference.png"))))
    }
}

extension SnapshotVerdict.Outcome {
    var difference: SnapshotDifference? {
        switch self {
        case let .mismatched(d): return d
        case let .rerecorded(d): return d
        default: return nil
        }
    }
}
