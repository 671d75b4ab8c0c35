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

    /// Seconds a wait for the browser gives up after: a guard against a page that never gets
    /// there, not a bound on its speed (waits end as soon as their condition holds), so it is
    /// generous enough for a machine under load.
    static let hangGuard = 120.0

    /// Opens `url` and waits for the report's script to have run.
    static func open(_ driver: WebDriver, _ url: String) throws {
        try driver.navigate(url)
        let deadline = Date().addingTimeInterval(hangGuard)
        while (try driver.execute("return document.documentElement.getAttribute('data-penumbra-ready')")) as? String != "1" {
            guard Date() < deadline else { throw WebDriverError.request(method: "wait", path: url, message: "the report's script did not run") }
            usleep(50_000)
        }
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
        let deadline = Date().addingTimeInterval(hangGuard)
        while (try driver.execute(condition)) as? Bool != true {
            guard Date() < deadline else { throw WebDriverError.request(method: "wait", path: condition, message: "never held") }
            usleep(20_000)
        }
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
