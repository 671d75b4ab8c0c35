import Foundation

extension WebDriver {
    /// Seconds a wait gives up after: a guard against a page that never gets there, not a bound
    /// on its speed (waits end as soon as their condition holds), so it is generous enough for a
    /// machine under load.
    public static let hangGuard = 120.0

    /// Opens `url` and waits until the page's script marks `<html data-penumbra-ready="1">`.
    public func openReady(_ url: String) throws {
        try navigate(url)
        try waitUntil("return document.documentElement.getAttribute('data-penumbra-ready') === '1';",
                      failing: "the page's script did not run")
    }

    /// Waits until `condition` (a script returning a boolean) holds, up to ``hangGuard``.
    public func waitUntil(_ condition: String, failing message: String = "never held") throws {
        let deadline = Date().addingTimeInterval(Self.hangGuard)
        while (try execute(condition)) as? Bool != true {
            guard Date() < deadline else { throw WebDriverError.request(method: "wait", path: condition, message: message) }
            usleep(20_000)
        }
    }
}
