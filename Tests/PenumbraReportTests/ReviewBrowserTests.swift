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
        // The page was served with the session's token and offers the review buttons.
        #expect(try driver.execute("return document.documentElement.getAttribute('data-review-token')") as? String == ServedReview.token)
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

        let audit = try served.auditLines()
        #expect(audit.map { "\($0["action"] ?? "") \($0["file"] ?? "")" } == ["accept \(changed)", "reject \(sized)"])
    }
}
