import Foundation
import PenumbraBrowserSupport
import PenumbraCore
import Testing
@testable import PenumbraReport

/// The whole review loop in a real browser: `penumbra review`'s server serves the report, a click
/// on Accept in headless Chromium posts to it, the reference file is replaced by the actual, the
/// page marks the variant accepted, and the audit log says so; Reject touches no file.
@Suite(.serialized) struct ReviewBrowserTests {
    @Test(.enabled(if: HTMLReportBrowser.available, HTMLReportBrowser.skipComment))
    func acceptAndRejectFromThePageReachTheReferenceFolder() throws {
        let served = try ServedReview()
        let reference = served.fixtures.reference
        let changed = "Buttons/primary.dark.png", sized = "Lists/row-dark.png"
        let before = try Data(contentsOf: reference.appendingPathComponent(sized))
        let driver = try WebDriver()
        defer { driver.quit() }
        try HTMLReportBrowser.open(driver, served.server.url)
        // The write token is in no attribute and no cookie the page can read.
        #expect(try driver.execute("return document.documentElement.getAttribute('data-review-token')") is NSNull)
        #expect(try driver.execute("return document.cookie") as? String == "")
        // Under the page's Content-Security-Policy, markup injected into it runs nothing.
        try driver.execute("""
            var d = document.createElement('div');
            d.innerHTML = '<img src="nothing.png" onerror="window.__pwned = 1"><a id="evil" href="javascript:window.__pwned = 2">x</a>';
            document.body.appendChild(d);
            var s = document.createElement('script'); s.textContent = 'window.__pwned = 3'; document.body.appendChild(s);
            """)
        try driver.click(try driver.element("#evil"))
        usleep(300_000)
        #expect(try driver.execute("return window.__pwned === undefined") as? Bool == true)
        try driver.execute("document.getElementById('evil').parentNode.remove(); window.scrollTo(0, 0);")
        // Its images load through the session's cookie (the image URLs carry no token).
        try driver.click(try driver.element("#rows .row[data-snapshot='Buttons/primary'] .row-head .name"))
        try HTMLReportBrowser.settle(driver)
        let loaded = try driver.execute("""
            return Array.prototype.filter.call(document.images, function (i) { return i.getAttribute('src'); })
              .every(function (i) { return i.complete && i.naturalWidth > 0; });
            """) as? Bool
        #expect(loaded == true, "every image of the expanded row loaded from the server")

        try driver.click(try driver.element("#rows .cell[data-file='\(changed)'] button.review.accept"))
        try HTMLReportBrowser.wait(driver, "return !!document.querySelector(\"#rows .cell[data-file='\(changed)'][data-status=accepted]\");")
        #expect(try Data(contentsOf: reference.appendingPathComponent(changed)) == Data(contentsOf: served.fixtures.actual.appendingPathComponent(changed)),
                "the reference is now the actual, byte for byte")

        try driver.click(try driver.element("#rows .cell[data-file='\(sized)'] button.review.reject"))
        try HTMLReportBrowser.wait(driver, "return !!document.querySelector(\"#rows .cell[data-file='\(sized)'][data-status=rejected]\");")
        #expect(try Data(contentsOf: reference.appendingPathComponent(sized)) == before, "a rejected reference is untouched")

        // Undo puts the previous reference back, byte for byte.
        let previous = try Data(contentsOf: served.fixtures.report.appendingPathComponent("images/reference/\(changed)"))
        try driver.click(try driver.element("#rows .cell[data-file='\(changed)'] button.review.undo"))
        try HTMLReportBrowser.wait(driver, "return !!document.querySelector(\"#rows .cell[data-file='\(changed)'][data-status=changed]\");")
        #expect(try Data(contentsOf: reference.appendingPathComponent(changed)) == previous)

        let audit = try served.auditLines()
        #expect(audit.map { "\($0["action"] ?? "") \($0["file"] ?? "")" } == ["accept \(changed)", "reject \(sized)", "undo \(changed)"])
    }
}
