import Foundation
import PenumbraTestSupport
import Testing

/// The README's CI recipe, run as GitHub Actions runs a step (`bash -e`, here with pipefail too),
/// with `swift` (test, and `run penumbra`) and `penumbra` stood in by scripts that fail or pass as told: the summary must
/// reach `$GITHUB_STEP_SUMMARY` whenever the report is written, and the step's exit code must be
/// the failure's.
@Suite struct ReadmeCIRecipeTests {
    /// The first `sh` block after "On CI, build the review report" in the README.
    static func recipe() throws -> String {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let anchor = try #require(readme.range(of: "On CI, build the review report"))
        let rest = readme[anchor.upperBound...]
        let start = try #require(rest.range(of: "```sh\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    /// Runs the recipe in a scratch folder; returns its exit code and the step summary.
    func run(testsFail: Bool, reportFinds: Bool) throws -> (status: Int32, summary: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-ci-\(UUID().uuidString)")
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func script(_ name: String, _ body: String) throws {
            let url = bin.appendingPathComponent(name)
            try ("#!/bin/sh\n" + body).write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        // `swift test` fails or passes as told; `swift run penumbra …` runs the stand-in CLI.
        try script("swift", """
            if [ "$1" = run ]; then shift 2; exec "$(dirname "$0")/penumbra" "$@"; fi
            exit \(testsFail ? 1 : 0)

            """)
        // `penumbra report … --out DIR`: writes DIR/summary.md, exits 1 on a regression.
        try script("penumbra", """
            out=""; while [ $# -gt 0 ]; do [ "$1" = "--out" ] && out="$2"; shift; done
            mkdir -p "$out" && echo "regressions: \(reportFinds ? 1 : 0)" > "$out/summary.md"
            exit \(reportFinds ? 1 : 0)

            """)
        let summary = folder.appendingPathComponent("summary.txt")
        try "".write(to: summary, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-eo", "pipefail", "-c", try Self.recipe()]
        process.currentDirectoryURL = folder
        process.environment = ["PATH": bin.path + ":/usr/bin:/bin", "GITHUB_STEP_SUMMARY": summary.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: summary, encoding: .utf8))
    }

    @Test func aRegressionFailsTheStepAfterWritingTheSummary() throws {
        let result = try run(testsFail: true, reportFinds: true)
        #expect(result.status == 1)
        #expect(result.summary == "regressions: 1\n")
    }

    @Test func aReportFindingAloneStillFailsTheStepWithTheSummary() throws {
        let result = try run(testsFail: false, reportFinds: true)
        #expect(result.status == 1)
        #expect(result.summary == "regressions: 1\n")
    }

    @Test func aCleanRunPassesWithTheSummary() throws {
        let result = try run(testsFail: false, reportFinds: false)
        #expect(result.status == 0)
        #expect(result.summary == "regressions: 0\n")
    }
}
