import Foundation
import PenumbraBrowserSupport
import Testing
@testable import PenumbraReport

/// The HTML report at 5,000 variants (2,500 snapshots × light/dark) in headless Chromium: what a
/// reviewer relies on when a run touched a whole design system. Timings are measured by
/// `bench-report`, not here.
@Suite(.serialized, .enabled(if: HTMLReportBrowser.available, HTMLReportBrowser.skipComment))
struct HTMLReportLargeTests {
    let fixture: LargeReportFixture
    let rows: [SnapshotGroupRow]

    init() throws {
        fixture = try HTMLReportBrowser.large.get()
        rows = SnapshotGroupRow.reviewOrder(SnapshotGroupRow.rows(fixture.results.entries))
    }

    var page: String { fixture.page.absoluteString }

    @Test func opensWithFewImagesAndABoundedDOMWithARegressionFirst() throws {
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, page)
        let images = try driver.execute("""
            return Array.prototype.filter.call(document.images, function (i) { return i.complete && i.naturalWidth > 0; }).length;
            """) as? Int ?? -1
        let elements = try driver.execute("return document.getElementsByTagName('*').length;") as? Int ?? -1
        #expect(images > 0 && images <= 40, "images loaded at start: \(images)")
        #expect(elements > 0 && elements < 3_000, "elements: \(elements)")
        let drawn = try HTMLReportBrowser.drawnRows(driver)
        #expect(drawn.first == rows.first?.snapshot)
        #expect(rows.first.map { [.changed, .missing, .error].contains($0.worst) } == true)
        #expect(drawn == Array(rows.prefix(drawn.count)).map(\.snapshot))
        #expect(try HTMLReportBrowser.text(driver, "#shown") == "2500 of 2500 snapshots")
        #expect(try HTMLReportBrowser.text(driver, "#count-snapshots")
                == "2500 snapshots: \(count(\.worst, .changed)) changed, \(count(\.worst, .missing)) missing, \(count(\.worst, .error)) error, \(count(\.worst, .new)) new, \(count(\.worst, .passed)) passed")
        let entries = fixture.results.entries
        func variants(_ s: SnapshotStatus) -> Int { entries.filter { $0.status == s }.count }
        #expect(try HTMLReportBrowser.text(driver, "#count-variants")
                == "5000 variants: \(variants(.changed)) changed, \(variants(.missing)) missing, \(variants(.error)) error, \(variants(.new)) new, \(variants(.passed)) passed")
        // Viewer keys with nothing selected do nothing: collapsed rows have no viewer to flip.
        try driver.press("3")
        #expect(try driver.execute("return document.querySelectorAll('.viewer').length;") as? Int == 0)
        #expect(try HTMLReportBrowser.selected(driver) == nil)
        // Rows not drawn have no images: every <img> is inside a drawn row.
        let strays = try driver.execute("return document.querySelectorAll('img').length - document.querySelectorAll('#rows .row img').length;") as? Int
        #expect(strays == 0)
    }

    private func count(_ key: KeyPath<SnapshotGroupRow, SnapshotStatus>, _ status: SnapshotStatus) -> Int {
        rows.filter { $0[keyPath: key] == status }.count
    }

    @Test(arguments: [SnapshotStatus.new, .missing, .error, .changed, .passed])
    func statusFilterShowsExactlyTheRowsWithThatStatus(_ status: SnapshotStatus) throws {
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, page)
        try driver.click(try driver.element("button[data-filter-status=\(status.rawValue)]"))
        try HTMLReportBrowser.settle(driver)
        let expected = rows.filter { $0.entries.contains { $0.status == status } }
        #expect(try HTMLReportBrowser.text(driver, "#shown") == "\(expected.count) of 2500 snapshots")
        let drawn = try HTMLReportBrowser.drawnRows(driver)
        #expect(!drawn.isEmpty)
        #expect(drawn == Array(expected.prefix(drawn.count)).map(\.snapshot))
        // Every drawn row has a variant of that status; its other variants stay beside it, marked
        // as context (they are not what "Accept all visible" takes).
        let cells = try driver.execute("""
            return Array.prototype.map.call(document.querySelectorAll('#rows .row'), function (r) {
              return Array.prototype.map.call(r.querySelectorAll('.cell'), function (c) {
                return c.dataset.status + (c.classList.contains('context') ? ' context' : ''); }).join(','); });
            """) as? [String] ?? []
        #expect(!cells.isEmpty)
        for row in cells {
            let parts = row.split(separator: ",").map(String.init)
            #expect(parts.contains(status.rawValue), "\(row)")
            #expect(parts.allSatisfy { $0 == status.rawValue || ($0.hasSuffix(" context") && !$0.hasPrefix(status.rawValue + " ")) }, "\(row)")
        }
        #expect(try driver.execute("return location.hash;") as? String == "#status=\(status.rawValue)")
    }

    @Test func searchMatchesSnapshotNamesIgnoringCase() throws {
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, page)
        try driver.type(try driver.element("#search"), "screen004")
        try HTMLReportBrowser.settle(driver)
        let expected = rows.filter { $0.snapshot.lowercased().contains("screen004") }.map(\.snapshot)
        #expect(expected.count == 10)
        #expect(try HTMLReportBrowser.text(driver, "#shown") == "10 of 2500 snapshots")
        let drawn = try HTMLReportBrowser.drawnRows(driver)
        #expect(drawn.count >= 3 && drawn == Array(expected.prefix(drawn.count)))
        try driver.execute("window.scrollTo(0, document.body.scrollHeight);")
        try HTMLReportBrowser.settle(driver)
        #expect(try HTMLReportBrowser.drawnRows(driver).last == expected.last)
        #expect(try driver.execute("return location.hash;") as? String == "#q=screen004")
    }

    @Test func snapshotLinkScrollsToAndSelectsTheRow() throws {
        let driver = try WebDriver()
        let target = rows[1_700].snapshot
        try HTMLReportBrowser.open(driver, page + "#snapshot=" + (target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? target))
        #expect(try HTMLReportBrowser.selected(driver) == target)
        // The selected row is on screen, just under the sticky header.
        let box = try driver.execute("""
            var r = document.querySelector('#rows .row.current').getBoundingClientRect();
            return [r.top, document.getElementById('top').getBoundingClientRect().bottom, innerHeight];
            """) as? [Double] ?? []
        #expect(box.count == 3 && box[0] >= box[1] && box[0] < box[1] + 40 && box[0] < box[2])
    }

    @Test func hashPresetsFromOlderLinksStillFilter() throws {
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, page + "#status=changed&variant=dark")
        let expected = rows.filter { $0.entries.contains { $0.status == .changed && $0.variant == "dark" } }
        #expect(try HTMLReportBrowser.text(driver, "#shown") == "\(expected.count) of 2500 snapshots")
        #expect(try driver.execute("return document.getElementById('variant-filter').value;") as? String == "dark")
        #expect(try HTMLReportBrowser.drawnRows(driver) == Array(expected.prefix(try HTMLReportBrowser.drawnRows(driver).count)).map(\.snapshot))
    }

    @Test func jAfterScrollingSelectsTheRowAtTheViewportNotTheTop() throws {
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, page)
        try driver.press("j")
        #expect(try HTMLReportBrowser.selected(driver) == rows[0].snapshot)
        try driver.press("j")
        #expect(try HTMLReportBrowser.selected(driver) == rows[1].snapshot)
        try driver.execute("window.scrollTo(0, 150000);")
        try HTMLReportBrowser.settle(driver)
        // The first row whose top is at or below the header's bottom.
        let atViewport = try driver.execute("""
            var bottom = document.getElementById('top').getBoundingClientRect().bottom;
            var rows = Array.prototype.slice.call(document.querySelectorAll('#rows .row'))
              .filter(function (r) { return r.getBoundingClientRect().top >= bottom - 4; })
              .sort(function (a, b) { return a.getBoundingClientRect().top - b.getBoundingClientRect().top; });
            return rows[0].dataset.snapshot;
            """) as? String
        #expect(atViewport != nil && atViewport != rows[2].snapshot)
        try driver.press("j")
        #expect(try HTMLReportBrowser.selected(driver) == atViewport)
        try driver.press("k")
        let index = try #require(rows.firstIndex { $0.snapshot == atViewport })
        #expect(try HTMLReportBrowser.selected(driver) == rows[index - 1].snapshot)
    }
}
