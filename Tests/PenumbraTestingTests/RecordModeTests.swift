import Foundation
import Testing
@testable import PenumbraTesting

@Suite struct RecordModeTests {
    static let developer = SnapshotEnvironment([:])
    static let ci = SnapshotEnvironment(["CI": "true"])

    @Test func defaultsToMissingOnADeveloperMachineAndNeverOnCI() throws {
        #expect(try ResolvedRecordMode.resolve(argument: nil, settings: nil, environment: Self.developer)
            == ResolvedRecordMode(mode: .missing, source: .developerDefault))
        #expect(try ResolvedRecordMode.resolve(argument: nil, settings: nil, environment: Self.ci)
            == ResolvedRecordMode(mode: .never, source: .ciDefault))
    }

    @Test(arguments: ["0", "false", "FALSE", "no", ""])
    func treatsFalseLikeCIValuesAsUnset(value: String) {
        #expect(!SnapshotEnvironment(["CI": value]).isCI)
    }

    @Test func takesTheArgumentThenSettingsThenEnvironmentThenDefault() throws {
        let env = SnapshotEnvironment(["CI": "1", "PENUMBRA_RECORD": "failed"])
        #expect(try ResolvedRecordMode.resolve(argument: .all, settings: .never, environment: env)
            == ResolvedRecordMode(mode: .all, source: .argument))
        #expect(try ResolvedRecordMode.resolve(argument: nil, settings: .never, environment: env)
            == ResolvedRecordMode(mode: .never, source: .settings))
        #expect(try ResolvedRecordMode.resolve(argument: nil, settings: nil, environment: env)
            == ResolvedRecordMode(mode: .failed, source: .environment))
    }

    @Test func parsesTheEnvironmentVariableLeniently() throws {
        #expect(try SnapshotEnvironment(["PENUMBRA_RECORD": " ALL "]).recordMode() == .all)
        #expect(try SnapshotEnvironment(["PENUMBRA_RECORD": ""]).recordMode() == nil)
    }

    @Test func rejectsAnUnknownEnvironmentValueInsteadOfFallingBack() {
        #expect(throws: SnapshotError.invalidRecordMode(value: "yes")) {
            try ResolvedRecordMode.resolve(argument: nil, settings: nil, environment: SnapshotEnvironment(["PENUMBRA_RECORD": "yes"]))
        }
    }

    @Test func describesWhereTheModeCameFrom() {
        #expect(ResolvedRecordMode(mode: .never, source: .ciDefault).description
            == "record mode \"never\" (the default when CI is set)")
        #expect(ResolvedRecordMode(mode: .failed, source: .environment).description
            == "record mode \"failed\" (from PENUMBRA_RECORD)")
    }

    @Test func nestsScopedSettingsInnerOverridingOuter() {
        let folder = URL(fileURLWithPath: "/tmp/outer")
        withSnapshotSettings(record: .all, snapshotDirectory: folder) {
            #expect(SnapshotSettings.current.record == .all)
            withSnapshotSettings(record: .never) {
                #expect(SnapshotSettings.current.record == .never)
                #expect(SnapshotSettings.current.snapshotDirectory == folder)
            }
            #expect(SnapshotSettings.current.record == .all)
        }
        #expect(SnapshotSettings.current.record == nil)
    }

    @Test func carriesScopedSettingsIntoChildTasks() async {
        await withSnapshotSettings(record: .failed) {
            let seen = await Task { SnapshotSettings.current.record }.value
            let inGroup = await withTaskGroup(of: SnapshotRecordMode?.self) { group in
                group.addTask { SnapshotSettings.current.record }
                return await group.next() ?? nil
            }
            #expect(seen == .failed)
            #expect(inGroup == .failed)
        }
    }

    @Test(.snapshots(record: .failed, environment: SnapshotEnvironment(["CI": "1"])))
    func appliesTheTestTrait() throws {
        #expect(SnapshotSettings.current.record == .failed)
        #expect(try ResolvedRecordMode.resolve(argument: nil, settings: SnapshotSettings.current.record,
                                               environment: SnapshotSettings.current.resolvedEnvironment)
            == ResolvedRecordMode(mode: .failed, source: .settings))
    }
}

@Suite(.snapshots(record: .all))
struct SuiteTraitTests {
    @Test func appliesTheSuiteTraitToItsTests() {
        #expect(SnapshotSettings.current.record == .all)
    }

    @Test(.snapshots(record: .never))
    func letsATestTraitOverrideItsSuite() {
        #expect(SnapshotSettings.current.record == .never)
    }

    @Suite struct Nested {
        @Test func appliesTheSuiteTraitToNestedSuites() {
            #expect(SnapshotSettings.current.record == .all)
        }
    }
}
