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
        #expect(root.attribute(forName: "tests")?.stringValue == "5")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        #expect(root.attribute(forName: "skipped")?.stringValue == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let cases = try #require(suites.first).elements(forName: "testcase")
        #expect(cases.count == 5)
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == ["light", "dark", "default", "light", "dark"])
        #expect(cases[2].attribute(forName: "classname")?.stringValue == "Cards/<b>&\"quote\"")
    }

    @Test func failureMessageCarriesCountsRatioAndPaths() throws {
        let doc = try parse(JUnitReportRenderer().render(SampleResults.all))
        let failure = try #require(try doc.nodes(forXPath: "//testcase[@name='dark'][@classname='Buttons/primary']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == "changed: 12 of 800 pixels differ (1.5%), max channel delta 200")
        let body = failure.stringValue ?? ""
        #expect(body.contains("diff: images/diff/Buttons/primary.dark.png"))
        #expect(body.contains("note: reference is Display P3, actual is sRGB"))
        #expect(body.contains("4x3 at (2, 3)"))
    }

    @Test func controlCharactersStillGiveValidXML() throws {
        let doc = try parse(JUnitReportRenderer().render(SampleResults.all))
        let error = try #require(try doc.nodes(forXPath: "//error").first as? XMLElement)
        #expect(error.attribute(forName: "message")?.stringValue?.contains("\u{FFFD}") == true)
    }

    @Test func failOnNewTurnsSkippedIntoFailure() throws {
        let root = try #require(try parse(JUnitReportRenderer(failOnNew: true).render(SampleResults.all)).rootElement())
        #expect(root.attribute(forName: "failures")?.stringValue == "3")
        #expect(root.attribute(forName: "skipped")?.stringValue == "0")
    }
}

@Suite struct MarkdownSummaryRendererTests {
    @Test func tablesRegressionsPerSnapshotAndVariant() {
        let md = MarkdownSummaryRenderer().render(SampleResults.all)
        #expect(md.hasPrefix("## ❌ Penumbra snapshots: 3 regressed\n"))
        #expect(md.contains("✅ 1 passed · ❌ 1 changed · ❌ 1 missing · 🆕 1 new · ⚠️ 1 errors · 2 non-PNG files ignored"))
        #expect(md.contains("| Snapshot | default | light | dark |"))
        #expect(md.contains("| Buttons/primary | – | ✅ | ❌ 1.5% |"))
        #expect(md.contains("| Cards/\\<b\\>&\"quote\" | 🆕 | – | – |"))
        #expect(md.contains("| Cards/broken | – | ⚠️ | – |"))
    }

    @Test func saysNoRegressionsWhenAllPass() {
        let results = SnapshotResults(entries: [SnapshotEntry(snapshot: "a", variant: "light", file: "a.light.png", status: .passed)])
        let md = MarkdownSummaryRenderer().render(results)
        #expect(md.hasPrefix("## ✅ Penumbra snapshots: no regressions"))
        #expect(!md.contains("| Snapshot |"))
    }
}

@Suite struct TerminalSummaryRendererTests {
    @Test func plainTextListsWhatDidNotPass() {
        let text = TerminalSummaryRenderer().render(SampleResults.all)
        #expect(!text.contains("\u{1B}["))
        #expect(text.contains("CHANGED  Buttons/primary.dark.png  changed: 12 of 800 pixels differ (1.5%), max channel delta 200\n"))
        #expect(!text.contains("primary.light.png"))
        #expect(text.contains("5 variants of 4 snapshots: 1 passed, 1 changed, 1 new, 1 missing, 1 errors (2 non-PNG files ignored)\nFAILED\n"))
    }

    @Test func coloursOnlyWhenAsked() {
        #expect(TerminalSummaryRenderer(colored: true).render(SampleResults.all).contains("\u{1B}[31mCHANGED "))
    }
}
