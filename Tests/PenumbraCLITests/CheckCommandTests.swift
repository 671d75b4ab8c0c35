import ArgumentParser
import Foundation
import Penumbra
import PenumbraTestSupport
import Testing
@testable import PenumbraCLI

/// `penumbra check`, run in-process on the fixtures in `Fixtures/ExampleDesignSystem/Checks`.
@Suite struct CheckCommandTests {
    static func fixture(_ name: String) -> String {
        TestPaths.fixtures.appendingPathComponent("ExampleDesignSystem/Checks/\(name).json").path
    }

    static func report(_ arguments: [String]) throws -> CheckReport {
        try CheckCommand.parse(arguments).makeReport()
    }

    @Test func cleanFixturePassesEveryCheck() throws {
        let report = try Self.report([Self.fixture("clean")])
        #expect(report.findingCount == 0, "\(report.text)")
        #expect(report.text.hasPrefix("clean: OK (checks contrast,background,hardcoded; variants light,dark)\n"))
    }

    /// A component-sized fixture (no fixed size) is drawn on its container's background: its
    /// transparent pixels are reported only when the background check is asked for.
    @Test func theBackgroundCheckRunsOnScreenSizedFixturesUnlessNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("badge.json")
        try #"{"name": "badge", "root": {"type": "text", "text": "New", "modifiers": [{"padding": 8}]}}"#.write(to: url, atomically: true, encoding: .utf8)
        #expect(try Self.report([url.path]).results.first?.checks == [.contrast, .hardcoded])
        #expect(try Self.report([url.path]).findingCount == 0)
        #expect(try Self.report([url.path, "--checks", "background"]).findingCount == 2)
        #expect(try Self.report([Self.fixture("broken-background")]).results.first?.checks == [.contrast, .background, .hardcoded])
    }

    @Test func appleSecondaryLabelFailsContrastOnWhite() throws {
        // secondaryLabel is #3C3C43 at 60 % (#8A8A8E on white): 3.43:1, under 4.5:1.
        let report = try Self.report([Self.fixture("secondary-label"), "--checks", "contrast", "--variants", "light"])
        let finding = try #require(report.results.first?.findings.first)
        #expect(finding.message.contains("text #8A8A8EFF (secondaryLabel) on #FFFFFFFF has contrast 3.43:1"))
    }

    @Test func catchesBlackTextOnTheDarkBackground() throws {
        let report = try Self.report([Self.fixture("broken-contrast"), "--checks", "contrast"])
        let findings = report.results.flatMap(\.findings)
        #expect(findings.count == 1)
        #expect(findings.first?.variant.hasPrefix("dark") == true)
        #expect(findings.first?.path.hasPrefix("root") == true)
    }

    @Test func catchesAMissingBackground() throws {
        let report = try Self.report([Self.fixture("broken-background"), "--checks", "background"])
        #expect(report.results.flatMap(\.findings).map(\.check) == [.background, .background])
    }

    @Test func catchesAHardCodedWhiteBackgroundUnlessAllowed() throws {
        let report = try Self.report([Self.fixture("broken-hardcoded"), "--checks", "hardcoded"])
        let messages = report.results.flatMap(\.findings).map(\.message)
        #expect(messages.contains { $0.contains("static #FFFFFFFF") && $0.contains("systemBackground") })
        let allowed = try Self.report([Self.fixture("broken-hardcoded"), "--checks", "hardcoded", "--allow", "#FFFFFF,#1C1C1E"])
        #expect(allowed.findingCount == 0, "\(allowed.text)")
    }

    @Test func exitCodesSayCleanFindingsOrErrors() throws {
        #expect(throws: Never.self) { try CheckCommand.parse([Self.fixture("clean")]).run() }
        #expect(throws: ExitCode.self) { try CheckCommand.parse([Self.fixture("broken-background")]).run() }
        do {
            try CheckCommand.parse([Self.fixture("broken-background"), "--json"]).run()
        } catch let code as ExitCode {
            #expect(code == PenumbraExitCode.findings)
        }
        do {
            try CheckCommand.parse(["/nonexistent/fixture.json"]).run()
            Issue.record("a missing fixture must fail")
        } catch let code as ExitCode {
            #expect(code == PenumbraExitCode.usage)
        }
        #expect(throws: (any Error).self) { try CheckCommand.parse([Self.fixture("clean"), "--checks", "colour"]) }
    }
}
