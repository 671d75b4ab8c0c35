import Foundation

/// Renders results as JUnit XML for a CI system's test tab: one `<testcase>` per snapshot
/// variant (classname: the snapshot group, name: the variant) in one `<testsuite>`.
///
/// Changed and missing variants are `<failure>`s, unreadable files `<error>`s; new variants are
/// `<skipped>` (reported, not failing) unless ``failOnNew`` makes them failures. A failure's
/// `type` is its status and its `message` says what happened without repeating the status
/// (`12 of 800 pixels differ (1.5%), max channel delta 200`); its text adds sizes, regions,
/// notes, the image paths and, with ``reportURL``, the link to the snapshot's row in the HTML
/// report. Every value is XML-escaped.
///
/// ## Dialects
/// - ``Dialect/strict`` (the default) is valid against both schemas CI readers follow: Jenkins
///   xUnit's `junit-10.xsd` and the strict Apache Ant schema. So the root carries no attributes,
///   the suite has Ant's required `package`, `id`, `timestamp`, `hostname`, `properties`,
///   `system-out` and `system-err`, and test cases have no attributes beyond `name`, `classname`
///   and `time`.
/// - ``Dialect/annotated`` adds what GitHub's and GitLab's readers use although neither schema
///   allows it: `file` and `line` on a test case name the test source of an assertion (nothing
///   for a folder diff, which has no test source), and a test case's `<system-out>` carries
///   `[[ATTACHMENT|<report folder>/images/…]]`, which GitLab shows as the image of a failure.
package struct JUnitReportRenderer: Sendable {
    /// Which readers the XML is written for.
    package enum Dialect: String, CaseIterable, Sendable {
        /// Valid against Jenkins' junit-10.xsd and the Ant schema.
        case strict
        /// `file`/`line` and `[[ATTACHMENT|…]]` for GitHub's and GitLab's readers.
        case annotated
    }

    /// Whether new snapshots count as failures. Default: `false`.
    package var failOnNew: Bool
    /// The name of the test suite. Default: `"penumbra"`.
    package var suiteName: String
    /// Where `report.html` will be served (a CI artifact's URL), so each failure links to its
    /// row; `nil` for no links.
    package var reportURL: String?
    /// The dialect. Default: ``Dialect/strict``.
    package var dialect: Dialect
    /// The report folder's path as the CI job sees it (`penumbra-report`), prefixed to image
    /// paths in `[[ATTACHMENT|…]]`; `nil` writes the paths relative to the report folder.
    package var reportFolder: String?
    /// The suite's timestamp, `YYYY-MM-DDTHH:MM:SS` in UTC (Ant's pattern has no zone): when the
    /// report was written. Default: the Unix epoch, so a renderer's output is a function of its
    /// input; ``ReportWriter`` passes the time it writes.
    package var timestamp: Date

    /// Creates a renderer.
    package init(failOnNew: Bool = false, suiteName: String = "penumbra", reportURL: String? = nil,
                 dialect: Dialect = .strict, reportFolder: String? = nil, timestamp: Date = Date(timeIntervalSince1970: 0)) {
        self.failOnNew = failOnNew
        self.suiteName = suiteName.isEmpty ? "penumbra" : suiteName
        self.reportURL = reportURL
        self.dialect = dialect
        self.reportFolder = reportFolder
        self.timestamp = timestamp
    }

    /// The JUnit XML document, UTF-8 text ending in a newline.
    package func render(_ results: SnapshotResults) -> String {
        let entries = results.entries
        var failures = 0, errors = 0, skipped = 0
        for entry in entries {
            switch outcome(entry) {
            case .failure: failures += 1
            case .error: errors += 1
            case .skipped: skipped += 1
            case .pass: break
            }
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        xml += "  <testsuite name=\"\(esc(suiteName))\" package=\"\(esc(suiteName))\" id=\"0\" timestamp=\"\(Self.timestampText(timestamp))\" "
        xml += "hostname=\"localhost\" tests=\"\(entries.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"0\">\n"
        xml += "    <properties>\n"
        if let reportURL { xml += "      <property name=\"report\" value=\"\(esc(reportURL))\"/>\n" }
        xml += "    </properties>\n"
        for entry in entries { xml += testcase(entry) }
        xml += "    <system-out></system-out>\n    <system-err></system-err>\n"
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private func testcase(_ entry: SnapshotEntry) -> String {
        var open = "    <testcase name=\"\(esc(entry.variantName))\" classname=\"\(esc(entry.snapshot))\" time=\"0\""
        if dialect == .annotated, let source = entry.source {
            open += " file=\"\(esc(source.file))\""
            if let line = source.line { open += " line=\"\(line)\"" }
        }
        let message = esc(ReportFormat.what(entry))
        let type = entry.status.rawValue
        var inner: String
        switch outcome(entry) {
        case .pass: inner = ""
        case .failure: inner = "      <failure type=\"\(type)\" message=\"\(message)\">\(esc(details(entry)))</failure>\n"
        case .error: inner = "      <error type=\"\(type)\" message=\"\(message)\">\(esc(details(entry)))</error>\n"
        case .skipped: inner = "      <skipped message=\"\(message)\"/>\n"
        }
        if dialect == .annotated, outcome(entry) != .pass, let image = attachment(entry) {
            inner += "      <system-out>[[ATTACHMENT|\(esc(image))]]</system-out>\n"
        }
        return inner.isEmpty ? open + "/>\n" : open + ">\n" + inner + "    </testcase>\n"
    }

    private enum Outcome { case pass, failure, error, skipped }

    /// Errors are `<error>`; other regressions (``SnapshotStatus/isRegression(failOnNew:)``) are
    /// `<failure>`; a new snapshot that is not one is `<skipped>`.
    private func outcome(_ entry: SnapshotEntry) -> Outcome {
        if entry.status == .passed { return .pass }
        if entry.status == .error { return .error }
        return entry.status.isRegression(failOnNew: failOnNew) ? .failure : .skipped
    }

    /// The image GitLab shows for a failure: the diff, else the actual, else the reference.
    private func attachment(_ entry: SnapshotEntry) -> String? {
        guard let path = entry.images.diff ?? entry.images.actual ?? entry.images.reference else { return nil }
        guard let reportFolder, !reportFolder.isEmpty, reportFolder != "." else { return path }
        return reportFolder.hasSuffix("/") ? reportFolder + path : reportFolder + "/" + path
    }

    /// The failure's text: the link to the report row, the file, sizes, regions, notes and image
    /// paths, one per line.
    private func details(_ entry: SnapshotEntry) -> String {
        var lines: [String] = []
        if let reportURL { lines.append("report: " + ReportFormat.rowLink(reportURL, snapshot: entry.snapshot)) }
        lines.append("file: \(entry.file)")
        if let source = entry.source { lines.append("test: \(source.file)" + (source.line.map { ":\($0)" } ?? "")) }
        if let r = entry.referenceSize { lines.append("reference size: \(r)") }
        if let a = entry.actualSize { lines.append("actual size: \(a)") }
        if !entry.regions.isEmpty {
            let shown = entry.regions.prefix(5).map { "\($0.width)x\($0.height) at (\($0.x), \($0.y))" }
            lines.append("changed regions: " + shown.joined(separator: "; ") + (entry.regions.count > 5 ? "; …" : ""))
        }
        lines += entry.notes.map { "note: \($0)" }
        if let p = entry.images.reference { lines.append("reference: \(p)") }
        if let p = entry.images.actual { lines.append("actual: \(p)") }
        if let p = entry.images.diff { lines.append("diff: \(p)") }
        if let p = entry.images.strip { lines.append("strip: \(p)") }
        return lines.joined(separator: "\n")
    }

    /// `YYYY-MM-DDTHH:MM:SS` in UTC, computed without a calendar (the civil-from-days algorithm),
    /// so it reads the same on every machine and locale.
    static func timestampText(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
    }

    private func esc(_ text: String) -> String { MarkupEscaping.xml(text) }
}
