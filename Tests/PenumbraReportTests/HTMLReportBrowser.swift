import Foundation
import PenumbraBrowserSupport
import PenumbraCore
import PenumbraPNG
import Testing
@testable import PenumbraReport

/// The large report's folder, for the exit handler to remove (set once, before the handler is registered).
nonisolated(unsafe) private var largeFolder: String?

/// What the HTML report's browser tests share: the 5,000-pair report (written once per test run)
/// and page helpers over ``WebDriver``.
enum HTMLReportBrowser {
    /// `nil` when Chromium and chromedriver are installed; else why the browser tests skip.
    static let unavailable: String? = WebDriver.unavailableReason
    static var available: Bool { unavailable == nil }
    static var skipComment: Comment { Comment(rawValue: unavailable ?? "") }

    /// 2,500 snapshots × light/dark, written once for all tests of this run and removed when the
    /// test process exits.
    static let large: Result<LargeReportFixture, any Error> = Result {
        let fixture = try LargeReportFixture.make(snapshots: 2_500)
        largeFolder = fixture.folder.path
        atexit { if let path = largeFolder { try? FileManager.default.removeItem(atPath: path) } }
        return fixture
    }

    /// Seconds a wait for the browser gives up after (``WebDriver/hangGuard``).
    static let hangGuard = WebDriver.hangGuard

    /// Opens `url` and waits for the report's script to have run.
    static func open(_ driver: WebDriver, _ url: String) throws {
        try driver.openReady(url)
        try settle(driver)
    }

    /// Waits two animation frames, then until every image given a source has loaded or failed.
    static func settle(_ driver: WebDriver) throws {
        try driver.executeAsync("""
            var done = arguments[arguments.length - 1], start = performance.now();
            requestAnimationFrame(function () { requestAnimationFrame(function check() {
              var waiting = Array.prototype.some.call(document.images, function (i) { return i.getAttribute('src') && !i.complete; });
              if (waiting && performance.now() - start < \(Int(hangGuard * 1000))) setTimeout(check, 20); else done(true);
            }); });
            """)
    }

    /// Waits until `condition` (a script returning a boolean) holds, up to ``hangGuard``.
    static func wait(_ driver: WebDriver, _ condition: String) throws {
        try driver.waitUntil(condition)
    }

    /// The snapshot names of the rows drawn, top to bottom.
    static func drawnRows(_ driver: WebDriver) throws -> [String] {
        try driver.execute("""
            return Array.prototype.slice.call(document.querySelectorAll('#rows .row'))
              .sort(function (a, b) { return Number(a.dataset.k) - Number(b.dataset.k); })
              .map(function (r) { return r.dataset.snapshot; });
            """) as? [String] ?? []
    }

    static func text(_ driver: WebDriver, _ css: String) throws -> String {
        try driver.execute("var e = document.querySelector(arguments[0]); return e ? e.textContent : null;", [css]) as? String ?? ""
    }

    /// The selected (expanded) row's snapshot, or `nil`.
    static func selected(_ driver: WebDriver) throws -> String? {
        try driver.execute("var e = document.querySelector('#rows .row.current'); return e ? e.dataset.snapshot : null;") as? String
    }
}
