import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import PenumbraReport

@Suite struct JUnitReportRendererTests {
    private func parse(_ text: String) throws -> XMLDocument {
        try XMLDocument(data: Data(text.utf8), options: [])
    }

    @Test func countsTestsFailuresErrorsAndSkipped() throws {
        let doc = try parse(JUnitReportRenderer().render(SampleResults.all))
        let root = try #require(doc.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attributes?.isEmpty ?? true, "the Ant schema allows no attributes on testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let suite = try #require(suites.first)
        #expect(suite.attribute(forName: "tests")?.stringValue == "5")
        #expect(suite.attribute(forName: "failures")?.stringValue == "2")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        #expect(suite.attribute(forName: "skipped")?.stringValue == "1")
        #expect(suite.attribute(forName: "timestamp")?.stringValue == "1970-01-01T00:00:00")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == 5)
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == ["light", "dark", "default", "light", "dark"])
        #expect(cases[2].attribute(forName: "classname")?.stringValue == "Cards/<b>&\"quote\"")
        #expect(cases.allSatisfy { $0.attribute(forName: "file") == nil }, "a folder diff has no test source")
    }

    @Test func failureSaysItsStatusOnceAndCarriesCountsRatioAndPaths() throws {
        let doc = try parse(JUnitReportRenderer().render(SampleResults.all))
        let failure = try #require(try doc.nodes(forXPath: "//testcase[@name='dark'][@classname='Buttons/primary']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "type")?.stringValue == "changed")
        #expect(failure.attribute(forName: "message")?.stringValue == "12 of 800 pixels differ (1.5%), max channel delta 200")
        let body = failure.stringValue ?? ""
        #expect(body.hasPrefix("file: Buttons/primary.dark.png\n"))
        #expect(body.contains("diff: images/diff/Buttons/primary.dark.png"))
        #expect(body.contains("note: reference is Display P3, actual is sRGB"))
        #expect(body.contains("4x3 at (2, 3)"))
        #expect(!body.contains("report:"), "no link without a report URL")
        let missing = try #require(try doc.nodes(forXPath: "//testcase[@classname='Cards/gone']/failure").first as? XMLElement)
        #expect(missing.attribute(forName: "type")?.stringValue == "missing")
        #expect(missing.attribute(forName: "message")?.stringValue == "Cards/gone.dark.png has a reference but was not produced")
    }

    @Test func reportURLLinksEachFailureToItsRow() throws {
        let xml = JUnitReportRenderer(reportURL: "https://ci.example/artifacts/report.html").render(SampleResults.all)
        let doc = try parse(xml)
        let failure = try #require(try doc.nodes(forXPath: "//testcase[@classname='Buttons/primary']/failure").first as? XMLElement)
        #expect((failure.stringValue ?? "").hasPrefix("report: https://ci.example/artifacts/report.html#snapshot=Buttons/primary\n"))
        let quoted = try #require(try doc.nodes(forXPath: "//testcase[@name='default']/skipped").first as? XMLElement)
        #expect(quoted.attribute(forName: "message")?.stringValue == "no reference for Cards/<b>&\"quote\".png")
        #expect(xml.contains("<property name=\"report\" value=\"https://ci.example/artifacts/report.html\"/>"))
    }

    @Test func annotatedDialectNamesTheTestSourceAndAttachesTheDiff() throws {
        var entries = SampleResults.all.entries
        let index = try #require(entries.firstIndex { $0.file == "Buttons/primary.dark.png" })
        entries[index].source = SourceReference(file: "Tests/ButtonTests/ButtonSnapshots.swift", line: 42)
        let results = SnapshotResults(runs: SampleResults.all.runs, entries: entries)
        let xml = JUnitReportRenderer(dialect: .annotated, reportFolder: "penumbra-report").render(results)
        #expect(xml.contains("<testcase name=\"dark\" classname=\"Buttons/primary\" time=\"0\" file=\"Tests/ButtonTests/ButtonSnapshots.swift\" line=\"42\">"))
        #expect(xml.contains("<system-out>[[ATTACHMENT|penumbra-report/images/diff/Buttons/primary.dark.png]]</system-out>"))
        #expect(xml.contains("<system-out>[[ATTACHMENT|penumbra-report/images/reference/Cards/gone.dark.png]]</system-out>"))
        // A passed variant gets neither.
        #expect(xml.contains("<testcase name=\"light\" classname=\"Buttons/primary\" time=\"0\"/>"))
        let strict = JUnitReportRenderer(reportFolder: "penumbra-report").render(results)
        #expect(!strict.contains("ATTACHMENT") && !strict.contains(" file=\""))
    }

    @Test func controlCharactersStillGiveValidXML() throws {
        let doc = try parse(JUnitReportRenderer().render(SampleResults.all))
        let error = try #require(try doc.nodes(forXPath: "//error").first as? XMLElement)
        #expect(error.attribute(forName: "message")?.stringValue?.contains("\u{FFFD}") == true)
    }

    @Test func failOnNewTurnsSkippedIntoFailure() throws {
        let root = try #require(try parse(JUnitReportRenderer(failOnNew: true).render(SampleResults.all)).rootElement())
        let suite = try #require(root.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "failures")?.stringValue == "3")
        #expect(suite.attribute(forName: "skipped")?.stringValue == "0")
    }

    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00"), (951_782_400.0, "2000-02-29T00:00:00"),
        (1_795_608_000.5, "2026-11-25T12:00:00"), (4_102_444_799.0, "2099-12-31T23:59:59"),
    ])
    func timestampIsUTCWithoutAZone(seconds: Double, text: String) {
        #expect(JUnitReportRenderer.timestampText(Date(timeIntervalSince1970: seconds)) == text)
    }
}

@Suite struct MarkdownSummaryRendererTests {
    @Test func tablesRegressionsFirstPerSnapshotAndVariant() {
        let md = MarkdownSummaryRenderer().render(SampleResults.all)
        #expect(md.hasPrefix("## ❌ Penumbra snapshots: 3 of 4 snapshots regressed\n"))
        #expect(md.contains("**4** snapshots: ❌ 1 changed · 🚫 1 missing · 🆕 1 new · ⚠️ 1 error  \n"))
        #expect(md.contains("**5** variants: ✅ 1 passed · ❌ 1 changed · 🚫 1 missing · 🆕 1 new · ⚠️ 1 error  \n2 non-PNG files ignored\n"))
        #expect(!md.contains("Open the report"))
        let table = md.components(separatedBy: "| Snapshot |").last ?? ""
        #expect(table == """
             default | light | dark |
            | --- | :---: | :---: | :---: |
            | Buttons/primary | – | ✅ | ❌ 1.5% |
            | Cards/broken | – | ⚠️ | – |
            | Cards/gone | – | – | 🚫 missing |
            | Cards/\\<b\\>&"quote" | 🆕 | – | – |

            """)
    }

    @Test func linksTheReportAndEachRowWhenItsURLIsKnown() {
        let md = MarkdownSummaryRenderer(reportURL: "https://ci.example/r/report.html").render(SampleResults.all)
        #expect(md.contains("\n[Open the report](https://ci.example/r/report.html)\n"))
        #expect(md.contains("| [Buttons/primary](https://ci.example/r/report.html#snapshot=Buttons/primary) | – | ✅ | ❌ 1.5% |"))
        #expect(md.contains("| [Cards/\\<b\\>&\"quote\"](https://ci.example/r/report.html#snapshot=Cards/%3Cb%3E%26%22quote%22) | 🆕 |"))
    }

    @Test func saysNoRegressionsWhenAllPass() {
        let results = SnapshotResults(entries: [SnapshotEntry(snapshot: "a", variant: "light", file: "a.light.png", status: .passed)])
        let md = MarkdownSummaryRenderer().render(results)
        #expect(md.hasPrefix("## ✅ Penumbra snapshots: no regressions"))
        #expect(md.contains("**1** snapshots: ✅ 1 passed  \n**1** variants: ✅ 1 passed\n"))
        #expect(!md.contains("| Snapshot |"))
    }
}

@Suite struct ReportFormatTests {
    @Test func reviewOrderPutsRegressionsThenNewThenPassed() {
        let rows = SnapshotGroupRow.reviewOrder(SnapshotGroupRow.rows(SampleResults.all.entries + [
            SnapshotEntry(snapshot: "A/first", variant: "light", file: "A/first.light.png", status: .passed),
        ].sorted { $0.snapshot < $1.snapshot }))
        #expect(rows.map(\.snapshot) == ["Buttons/primary", "Cards/broken", "Cards/gone", "Cards/<b>&\"quote\"", "A/first"])
    }
}

@Suite struct JUnitSchemaTests {
    static let xmllint: String? = ["/usr/bin/xmllint", "/opt/homebrew/bin/xmllint", "/usr/local/bin/xmllint"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/data/junit").standardizedFileURL

    /// `xmllint --noout --schema` exit status and output.
    static func validate(_ xml: String, schema: String) throws -> (Int32, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-junit-\(UUID().uuidString).xml")
        try Data(xml.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint ?? "/usr/bin/xmllint")
        process.arguments = ["--noout", "--schema", schemas.appendingPathComponent(schema).path, file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    static let results: SnapshotResults = {
        var entries = SampleResults.all.entries
        entries[0].source = SourceReference(file: "Tests/A/B.swift", line: 7)
        return SnapshotResults(runs: SampleResults.all.runs, entries: entries)
    }()

    @Test(.enabled(if: xmllint != nil, "xmllint is not installed (scripts/bootstrap --test-tools installs libxml2-utils)"),
          arguments: ["jenkins-xunit-junit-10.xsd", "windyroad-JUnit.xsd"])
    func strictJUnitIsValidAgainstBothSchemas(schema: String) throws {
        for failOnNew in [false, true] {
            for url in [nil, "https://ci.example/report.html?a=1&b=2"] {
                let xml = JUnitReportRenderer(failOnNew: failOnNew, reportURL: url, timestamp: Date()).render(Self.results)
                let (status, output) = try Self.validate(xml, schema: schema)
                #expect(status == 0, "\(schema): \(output)")
            }
        }
        let (status, output) = try Self.validate(JUnitReportRenderer().render(SnapshotResults(entries: [])), schema: schema)
        #expect(status == 0, "empty results, \(schema): \(output)")
    }

    @Test(.enabled(if: xmllint != nil, "xmllint is not installed (scripts/bootstrap --test-tools installs libxml2-utils)"))
    func annotatedJUnitBreaksOnlyWhereItSaysItDoes() throws {
        let xml = JUnitReportRenderer(dialect: .annotated, reportFolder: "out").render(Self.results)
        let (status, output) = try Self.validate(xml, schema: "jenkins-xunit-junit-10.xsd")
        #expect(status != 0)
        let complaints = output.split(separator: "\n").filter { $0.contains("validity error") }
        #expect(!complaints.isEmpty && complaints.allSatisfy { $0.contains("'file'") || $0.contains("'line'") }, "\(output)")
    }
}

@Suite struct TerminalSummaryRendererTests {
    @Test func plainTextListsWhatDidNotPass() {
        let text = TerminalSummaryRenderer().render(SampleResults.all)
        #expect(!text.contains("\u{1B}["))
        #expect(text.contains("CHANGED  Buttons/primary.dark.png  12 of 800 pixels differ (1.5%), max channel delta 200\n"))
        // Regressions first, in name order, then the new one.
        let lines = text.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
            .filter { $0 != "note:" }
        #expect(Array(lines.prefix(4)) == ["CHANGED", "ERROR", "MISSING", "NEW"])
        #expect(!text.contains("primary.light.png"))
        #expect(text.contains("5 variants of 4 snapshots: 1 passed, 1 changed, 1 new, 1 missing, 1 errors (2 non-PNG files ignored)\nFAILED\n"))
    }

    @Test func coloursOnlyWhenAsked() {
        #expect(TerminalSummaryRenderer(colored: true).render(SampleResults.all).contains("\u{1B}[31mCHANGED "))
    }
}
