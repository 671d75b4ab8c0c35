import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    /// The hostile corpus's `review-cookie-leak` (`../shared/corpora/hostile/2026-11-27`): another
    /// server on 127.0.0.1, opened in the same browser, receives the review's cookies (cookies are
    /// not kept apart by port). What it receives is the read token: tried as a write token, in the
    /// query or as the cookie, every accept is refused and no reference changes.
    @Test(.enabled(if: HTMLReportBrowser.available, HTMLReportBrowser.skipComment))
    func anotherLocalServerReceivesNoTokenThatWrites() throws {
        let served = try ServedReview()
        let before = ServedReview.contents(served.fixtures.reference)
        let logger = try CookieLogger()
        defer { logger.stop() }
        let driver = try WebDriver()
        defer { driver.quit() }
        try HTMLReportBrowser.open(driver, served.server.url)
        try driver.navigate("http://127.0.0.1:\(logger.port)/")
        let cookie = try #require(logger.firstCookie(), "the other server received no request")
        #expect(cookie.contains("penumbra-review"), "the browser sends the review's cookie to another port: \(cookie)")
        #expect(!cookie.contains(ServedReview.token), "the write token is never a cookie")
        let body = #"{"files": ["Buttons/primary.dark.png", "Old/gone.light.png", "New/deep/badge@dark.png"]}"#
        for pair in cookie.split(separator: ";") {
            let value = pair.split(separator: "=", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            #expect(try RawHTTP.send(port: served.port, Data("""
                POST /api/accept?token=\(value) HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)
                """.utf8)).status == 403)
            #expect(try RawHTTP.send(port: served.port, Data("""
                POST /api/accept HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nCookie: \(cookie)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)
                """.utf8)).status == 403)
        }
        #expect(ServedReview.contents(served.fixtures.reference) == before)
        #expect(served.session.counts == (0, 0))
    }
}

/// A web server on another port of 127.0.0.1 that records the `Cookie` header of what it is sent
/// (the reproducer's `cookie-logger.py`, without the accepting).
final class CookieLogger: @unchecked Sendable {
    let fd: Int32
    let port: UInt16
    private let lock = NSLock()
    private var cookies: [String] = []
    private var stopped = false

    init() throws {
        fd = try Socket.listen(port: 0)
        port = Socket.port(of: fd)
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(fd, nil, nil)
                if client < 0 { if lock.withLock({ stopped }) { return } else { continue } }
                // The deadline only keeps a browser that never sends its request from hanging the
                // logger (a hang guard); nothing here is timed.
                let guardTime = Date().addingTimeInterval(HTMLReportBrowser.hangGuard)
                if let request = try? Socket.readRequest(client, limits: ReviewServer.Limits(), deadline: guardTime) {
                    lock.withLock { cookies.append(request.headers["cookie"] ?? "") }
                }
                Socket.send(client, Data("HTTP/1.1 200 OK\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello".utf8))
                close(client)
            }
        }
    }

    /// The `Cookie` header of the first request, waiting up to the browser's hang guard.
    func firstCookie() -> String? {
        let deadline = Date().addingTimeInterval(HTMLReportBrowser.hangGuard)
        while Date() < deadline {
            if let first = lock.withLock({ cookies.first }) { return first }
            usleep(20_000)
        }
        return nil
    }

    func stop() {
        lock.withLock { stopped = true }
        shutdown(fd, Int32(SHUT_RDWR))
        close(fd)
    }
}
