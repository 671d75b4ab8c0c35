import Foundation
import Testing
@testable import PenumbraReport

@Suite struct HTMLReportRendererTests {
    let html = HTMLReportRenderer().render(SampleResults.all)

    @Test func isSelfContained() {
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("<script src"))
        #expect(html.contains("<style>") && html.contains("<script>"))
        #expect(html.contains("prefers-color-scheme: dark"))
    }

    @Test func writesOneRowPerSnapshotWithVariantsSideBySide() {
        #expect(html.components(separatedBy: "<section class=\"row ").count - 1 == 4)
        #expect(html.components(separatedBy: "<article class=\"variant ").count - 1 == 5)
        let light = html.range(of: "data-variant=\"light\" data-file=\"Buttons/primary.light.png\"")
        let dark = html.range(of: "data-variant=\"dark\" data-file=\"Buttons/primary.dark.png\"")
        #expect(light != nil && dark != nil)
        if let light, let dark { #expect(light.lowerBound < dark.lowerBound) }
    }

    @Test func changedVariantHasImagesAndViewer() {
        #expect(html.contains("src=\"images/diff/Buttons/primary.dark.png\""))
        #expect(html.contains("<div class=\"viewer\" data-mode=\"swipe\">"))
        #expect(html.components(separatedBy: "<div class=\"viewer\"").count - 1 == 1)
        #expect(html.contains("reference is Display P3, actual is sRGB"))
    }

    @Test func escapesNames() {
        #expect(html.contains("Cards/&lt;b&gt;&amp;&quot;quote&quot;"))
        #expect(!html.contains("<b>&"))
    }

    @Test func countsAtTheTop() {
        #expect(html.contains("data-filter-status=\"all\" data-count=\"5\""))
        #expect(html.contains("data-filter-status=\"changed\" data-count=\"1\""))
        #expect(html.contains("data-filter-status=\"error\" data-count=\"1\""))
    }

    @Test func percentEncodesImagePaths() {
        #expect(MarkupEscaping.urlPath("images/a b/#1?.png") == "images/a%20b/%231%3F.png")
    }
}
