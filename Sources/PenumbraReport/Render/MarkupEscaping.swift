import Foundation
import PenumbraCore

/// Escaping for the text renderers: XML (JUnit), HTML, Markdown tables and URL paths.
enum MarkupEscaping {
    /// Escapes `& < > " '` and replaces characters XML 1.0 forbids (control characters other
    /// than tab, newline and carriage return) with U+FFFD, so any file name gives valid XML.
    static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (0xFFFE...0xFFFF).contains(v) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Escapes the characters that could end a `<script>` element's text or that older JavaScript
    /// parsers treat as line ends.
    static func scriptJSON(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count + 64)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escapes text for HTML content and attribute values (`&#39;` for the apostrophe, which
    /// HTML 4 lacks as a named entity).
    static func html(_ text: String) -> String {
        xml(text).replacing("&apos;", with: "&#39;")
    }

    /// A path relative to the report folder as a URL path: each component percent-encoded, so
    /// names with spaces, `#` or `?` still load.
    static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map {
            PercentEncoding.encode($0, keeping: "-._~@+,;=!$()*:")
        }.joined(separator: "/")
    }

    /// Text as one URL component (a fragment value): everything but unreserved characters and `/`
    /// percent-encoded, so `#snapshot=Buttons/primary button` links right.
    static func urlComponent(_ text: String) -> String {
        PercentEncoding.encode(text, keeping: "-._~/")
    }

    /// Escapes text for a Markdown table cell: `|` and backslash escaped, newlines as spaces,
    /// and the characters that start emphasis or HTML escaped.
    static func markdownCell(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "|", "\\", "*", "_", "`", "[", "]", "<", ">": out += "\\\(ch)"
            case "\n", "\r": out += " "
            default: out.append(ch)
            }
        }
        return out
    }
}

/// Number formatting shared by the renderers, independent of the locale.
enum ReportFormat {
    /// One line about an entry: status, pixel counts, ratio, max delta, sizes.
    static func detail(_ entry: SnapshotEntry) -> String {
        "\(entry.status.rawValue): \(what(entry))"
    }

    /// ``detail(_:)`` without the status: what a CI reader shows after the status it already
    /// prints as the failure's type.
    static func what(_ entry: SnapshotEntry) -> String {
        switch entry.status {
        case .passed:
            if let diff = entry.differentPixels, diff > 0, let total = entry.totalPixels {
                return "\(diff) of \(total) pixels differ, within the budget"
            }
            return "identical"
        case .changed:
            return entry.differenceSummary ?? "images differ"
        case .new: return "no reference for \(entry.file)"
        case .missing: return "\(entry.file) has a reference but was not produced"
        case .error: return entry.message ?? "cannot read \(entry.file)"
        }
    }

    /// The link to a snapshot's row in the HTML report at `reportURL` (`…/report.html`):
    /// `#snapshot=<name>`, the name percent-encoded.
    static func rowLink(_ reportURL: String, snapshot: String) -> String {
        reportURL + "#snapshot=" + MarkupEscaping.urlComponent(snapshot)
    }
}
