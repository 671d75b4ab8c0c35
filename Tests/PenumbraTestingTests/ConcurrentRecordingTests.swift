import Foundation
import Testing
@testable import PenumbraTesting

@Suite struct ConcurrentRecordingTests {
    /// Many tasks record different snapshots into one folder at once; afterwards every reference,
    /// artifact and results file is present, a valid PNG, and holds what its task drew.
    @Test func parallelRecordingsLoseNothing() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let count = 48
        let codec = SnapshotImageCodec.png
        let environment = SnapshotEnvironment()
        let outcomes = await withTaskGroup(of: [SnapshotVerdict.Outcome].self) { group in
            for index in 0..<count {
                group.addTask {
                    withSnapshotSettings(environment: environment, snapshotDirectory: scratch.snapshots,
                                         artifactsDirectory: scratch.artifacts) {
                        verifySnapshot(of: { variant in
                            try Images.solid(RGBA8(UInt8(index), variant == .dark ? 1 : 2, 3), width: 8 + index % 5, height: 6)
                        }, named: "item-\(index)", codec: codec, function: "parallel()").verdicts.map(\.outcome)
                    }
                }
            }
            var all: [[SnapshotVerdict.Outcome]] = []
            for await outcome in group { all.append(outcome) }
            return all
        }
        #expect(outcomes.count == count)
        #expect(outcomes.allSatisfy { $0 == [.recordedNew, .recordedNew] })
        let references = scratch.files(in: scratch.snapshots)
        #expect(references.count == count * 2)
        for index in 0..<count {
            for (variant, green) in [("light", UInt8(2)), ("dark", UInt8(1))] {
                let url = scratch.snapshots.appendingPathComponent("parallel.item-\(index).\(variant).png")
                let image = try PNGDecoder.decodeImage(contentsOf: url)
                #expect(image == (try Images.solid(RGBA8(UInt8(index), green, 3), width: 8 + index % 5, height: 6)))
            }
        }
        let artifacts = scratch.files(in: scratch.artifacts.appendingPathComponent("Tests/PenumbraTestingTests/ConcurrentRecordingTests"))
        #expect(scratch.files(in: scratch.artifacts).filter { $0.hasSuffix(".json") }.count == count)
        #expect(artifacts.filter { $0.hasSuffix(".actual.png") }.count == count * 2)
        // No temporary file from an atomic write is left behind.
        let hidden = (try FileManager.default.contentsOfDirectory(atPath: scratch.snapshots.path)).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty)
    }
}
