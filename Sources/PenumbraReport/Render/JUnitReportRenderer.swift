/// Renders results as JUnit XML for a CI system's test tab: one `<testcase>` per snapshot
/// variant (classname: the snapshot group, name: the variant), inside one `<testsuite>` in a
/// `<testsuites>` root, each carrying `tests`, `failures`, `errors` and `skipped` counts.
///
/// Changed and missing variants are `<failure>`s, unreadable files `<error>`s; new variants are
/// `<skipped>` (reported, not failing) unless ``failOnNew`` makes them failures. Every value is
/// XML-escaped.
public struct JUnitReportRenderer: Sendable {
    /// Whether new snapshots count as failures. Default: `false`.
    public var failOnNew: Bool
    /// The name of the test suite. Default: `"penumbra"`.
    public var suiteName: String

    /// Creates a renderer.
    public init(failOnNew: Bool = false, suiteName: String = "penumbra") {
        self.failOnNew = failOnNew
        self.suiteName = suiteName
    }

    /// The JUnit XML document, UTF-8 text ending in a newline.
    public func render(_ results: SnapshotResults) -> String {
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
        let counts = "tests=\"\(entries.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"0\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(esc(suiteName))\" \(counts)>\n"
        xml += "  <testsuite name=\"\(esc(suiteName))\" \(counts)>\n"
        for entry in entries {
            let open = "    <testcase classname=\"\(esc(entry.snapshot))\" name=\"\(esc(entry.variantName))\" file=\"\(esc(entry.file))\" time=\"0\""
            let body = details(entry)
            switch outcome(entry) {
            case .pass:
                xml += open + "/>\n"
            case .failure:
                xml += open + ">\n      <failure type=\"\(entry.status.rawValue)\" message=\"\(esc(ReportFormat.detail(entry)))\">\(esc(body))</failure>\n    </testcase>\n"
            case .error:
                xml += open + ">\n      <error type=\"\(entry.status.rawValue)\" message=\"\(esc(ReportFormat.detail(entry)))\">\(esc(body))</error>\n    </testcase>\n"
            case .skipped:
                xml += open + ">\n      <skipped message=\"\(esc(ReportFormat.detail(entry)))\"/>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private enum Outcome { case pass, failure, error, skipped }

    private func outcome(_ entry: SnapshotEntry) -> Outcome {
        switch entry.status {
        case .passed: return .pass
        case .changed, .missing: return .failure
        case .error: return .error
        case .new: return failOnNew ? .failure : .skipped
        }
    }

    /// The failure body: the detail line, then sizes, regions, notes and image paths, one per line.
    private func details(_ entry: SnapshotEntry) -> String {
        var lines = [ReportFormat.detail(entry), "file: \(entry.file)"]
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

    private func esc(_ text: String) -> String { MarkupEscaping.xml(text) }
}
