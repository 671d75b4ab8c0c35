import Foundation
import Testing
@testable import PenumbraReport

@Suite struct HTMLReportRendererTests {
    let html = HTMLReportRenderer().render(SampleResults.all)

    /// The JSON the page's script reads, parsed as the browser's `JSON.parse` would.
    static func data(_ html: String) throws -> [[String: Any]] {
        let open = "<script type=\"application/json\" id=\"penumbra-data\">"
        let start = try #require(html.range(of: open))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        return try #require(json?["rows"] as? [[String: Any]])
    }

    @Test func isSelfContained() {
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("<script src"))
        #expect(html.contains("<style>") && html.contains("<script>"))
        #expect(html.contains("prefers-color-scheme: dark"))
    }

    @Test func embedsTheResultsAsJSONInReviewOrder() throws {
        let rows = try Self.data(html)
        #expect(rows.map { $0["s"] as? String } == ["Buttons/primary", "Cards/broken", "Cards/gone", "Cards/<b>&\"quote\""])
        let variants = try #require(rows.first?["v"] as? [[String: Any]])
        #expect(variants.map { $0["n"] as? String } == ["light", "dark"])
        let dark = variants[1]
        #expect(dark["f"] as? String == "Buttons/primary.dark.png")
        #expect(dark["st"] as? String == "changed")
        #expect(dark["d"] as? String == "changed: 12 of 800 pixels differ (1.5%), max channel delta 200")
        #expect(dark["r"] as? String == "images/reference/Buttons/primary.dark.png")
        #expect(dark["a"] as? String == "images/actual/Buttons/primary.dark.png")
        #expect(dark["x"] as? String == "images/diff/Buttons/primary.dark.png")
        #expect(dark["rs"] as? [Int] == [40, 20] && dark["as"] as? [Int] == [40, 20])
        #expect(dark["g"] as? [[Int]] == [[2, 3, 4, 3]])
        #expect(dark["no"] as? [String] == ["reference is Display P3, actual is sRGB"])
        #expect(variants[0]["r"] == nil && variants[0]["g"] == nil)
        // Rows are drawn by the script; the HTML holds none.
        #expect(!html.contains("<section class=\"row"))
    }

    @Test func aNameCannotCloseTheDataBlock() throws {
        let name = "Evil/</script><script>alert(1)</script><!--"
        let results = SnapshotResults(entries: [SnapshotEntry(snapshot: name, variant: "dark", file: name + ".dark.png", status: .new)])
        let page = HTMLReportRenderer().render(results)
        #expect(page.components(separatedBy: "</script>").count - 1 == 2)
        #expect(!page.contains("<script>alert"))
        #expect(try Self.data(page).first?["s"] as? String == name)
    }

    @Test func countsOneUnitPerLine() {
        #expect(html.contains("<p class=\"counts\" id=\"count-snapshots\">4 snapshots: 1 changed, 1 missing, 1 error, 1 new</p>"))
        #expect(html.contains("<p class=\"counts\" id=\"count-variants\">5 variants: 1 changed, 1 missing, 1 error, 1 new, 1 passed</p>"))
        let one = SnapshotResults(entries: [SnapshotEntry(snapshot: "A", variant: nil, file: "A.png", status: .passed)])
        let page = HTMLReportRenderer().render(one)
        #expect(page.contains(">1 snapshot: 1 passed</p>") && page.contains(">1 variant: 1 passed</p>"))
    }

    @Test func oneChangedPixelInAMillionIsNotZeroPercent() throws {
        let entry = SnapshotEntry(snapshot: "Big", variant: "light", file: "Big.light.png", status: .changed,
                                  differentPixels: 1, totalPixels: 1_000_000, differenceRatio: 0.000_001, maxChannelDelta: 3)
        let rows = try Self.data(HTMLReportRenderer().render(SnapshotResults(entries: [entry])))
        let variant = try #require((rows.first?["v"] as? [[String: Any]])?.first)
        #expect(variant["d"] as? String == "changed: 1 of 1000000 pixels differ (<0.001%), max channel delta 3")
    }

    @Test func withoutScriptListsTheRegressionsWithLinksToTheirImages() throws {
        let start = try #require(html.range(of: "<noscript>"))
        let end = try #require(html.range(of: "</noscript>"))
        let section = String(html[start.upperBound..<end.lowerBound])
        #expect(section.components(separatedBy: "<li>").count - 1 == 3)
        #expect(section.contains("<li><span class=\"badge changed\">changed</span> <b>Buttons/primary</b> · dark: "
            + "changed: 12 of 800 pixels differ (1.5%), max channel delta 200 <a href=\"images/reference/Buttons/primary.dark.png\">reference</a> "
            + "<a href=\"images/actual/Buttons/primary.dark.png\">actual</a> <a href=\"images/diff/Buttons/primary.dark.png\">diff</a></li>"))
        #expect(section.contains("<b>Cards/gone</b> · dark: missing: Cards/gone.dark.png has a reference but was not produced "
            + "<a href=\"images/reference/Cards/gone.dark.png\">reference</a></li>"))
        #expect(section.contains("<b>Cards/broken</b> · light: error: Cards/broken.light.png: not a PNG (bad signature)\u{FFFD}</li>"))
        #expect(!section.contains("quote"))
    }

    /// review-report-overwrite's thumbnail: image paths from the results become URLs only when
    /// they are relative paths to PNGs in the report folder (in review, under images/).
    @Test func imagePathsFromTheDataNeverBecomeScriptOrForeignURLs() {
        let hostile = ["javascript:alert(document.cookie)//x.png", "JavaScript:alert(1)", "https://evil.example/x.png", "/etc/x.png",
                       "images/../../x.png", "images//x.png", "images\\..\\x.png", "data:image/png;base64,AA==.png", "images/a.txt"]
        for path in hostile {
            let entry = SnapshotEntry(snapshot: "a", variant: "light", file: "a.light.png", status: .missing,
                                      images: EntryImages(reference: path, actual: path, diff: path))
            for token in [nil, "t"] as [String?] {
                let page = HTMLReportRenderer(reviewToken: token).render(SnapshotResults(runs: [], entries: [entry]))
                #expect(!page.lowercased().contains("javascript:") && !page.contains("evil.example") && !page.contains("/etc/x")
                        && !page.contains("data:image") && !page.contains("a.txt"), "\(path)")
            }
            #expect(HTMLReportData.imageURL(path) == nil, "\(path)")
        }
        #expect(HTMLReportData.imageURL("images/actual/a b.png", imagesOnly: true) == "images/actual/a%20b.png")
        #expect(HTMLReportData.imageURL("Tests/a.actual.png") == "Tests/a.actual.png")
        #expect(HTMLReportData.imageURL("Tests/a.actual.png", imagesOnly: true) == nil)
    }

    @Test func reviewButtonsOnlyWithAToken() {
        #expect(html.contains("<html lang=\"en\">"))
        #expect(!html.contains("id=\"accept-visible\"") && !html.contains("Reject all visible</button>"))
        let review = HTMLReportRenderer(reviewToken: "t</script>k\"1", nonce: "n1").render(SampleResults.all)
        // The token is in the nonce'd script only, as a JSON string that cannot close the element.
        #expect(review.contains("<html lang=\"en\" data-review=\"1\">"))
        #expect(!review.contains("data-review-token"))
        #expect(review.contains("var token = \"t\\u003c/script\\u003ek\\\"1\";"))
        #expect(review.contains("<style nonce=\"n1\">") && review.contains("<script nonce=\"n1\">"))
        #expect(review.contains("id=\"accept-visible\">Accept all visible</button>"))
        #expect(review.contains("id=\"reject-visible\">Reject all visible</button>"))
        #expect(review.contains("<div id=\"review-messages\""))
    }

    @Test func filtersAndVariantsInTheToolbar() {
        for status in ["all", "changed", "missing", "error", "new", "passed"] {
            #expect(html.contains("data-filter-status=\"\(status)\">\(status)</button>"))
        }
        #expect(html.contains("<option value=\"default\">default</option>\n<option value=\"light\">light</option>\n<option value=\"dark\">dark</option>"))
        #expect(html.contains("<input id=\"search\" type=\"search\""))
    }

    @Test func percentEncodesImagePaths() throws {
        #expect(MarkupEscaping.urlPath("images/a b/#1?.png") == "images/a%20b/%231%3F.png")
        let entry = SnapshotEntry(snapshot: "a b", variant: nil, file: "a b.png", status: .new, images: EntryImages(actual: "images/actual/a b#1.png"))
        let rows = try Self.data(HTMLReportRenderer().render(SnapshotResults(entries: [entry])))
        #expect((rows.first?["v"] as? [[String: Any]])?.first?["a"] as? String == "images/actual/a%20b%231.png")
    }
}
