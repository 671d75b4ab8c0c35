import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small WebDriver client for chromedriver driving headless Chromium, for the HTML report's
/// browser tests and `bench-report`. It speaks WebDriver's HTTP API through `curl` (one process a
/// command, about 5 ms; simpler and sturdier than URLSession on Linux for a synchronous caller).
///
/// The browser runs with `--force-device-scale-factor=1` and an sRGB colour profile, so an element
/// screenshot holds the page's CSS pixels one to one and untouched colours.
public final class WebDriver {
    /// chromedriver: `$PENUMBRA_CHROMEDRIVER`, else the usual paths (Debian's `chromium-driver`).
    public static let chromedriver: String? = {
        if let path = ProcessInfo.processInfo.environment["PENUMBRA_CHROMEDRIVER"] { return path }
        return ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver", "/usr/local/bin/chromedriver"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Chromium: `$PENUMBRA_CHROMIUM`, else the usual paths.
    public static let chromium: String? = {
        if let path = ProcessInfo.processInfo.environment["PENUMBRA_CHROMIUM"] { return path }
        return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Why browser tests cannot run here, or `nil` when they can.
    public static var unavailableReason: String? {
        if chromium == nil { return "chromium is not installed (scripts/bootstrap --test-tools installs it; or set PENUMBRA_CHROMIUM)" }
        if chromedriver == nil { return "chromedriver is not installed (scripts/bootstrap --test-tools installs chromium-driver; or set PENUMBRA_CHROMEDRIVER)" }
        return nil
    }

    private let process: Process
    private let base: String
    private var session = ""

    /// Starts chromedriver on a free port and opens a headless Chromium session.
    /// - Parameters:
    ///   - width: the window width in CSS pixels. Default: 1280.
    ///   - height: the window height. Default: 900.
    ///   - dark: whether the page sees `prefers-color-scheme: dark`. Default: `false`.
    /// - Throws: ``WebDriverError`` when chromedriver or the browser does not start.
    ///   - arguments: more Chromium arguments. Default: none.
    public init(width: Int = 1280, height: Int = 900, dark: Bool = false, arguments: [String] = []) throws {
        guard let driver = Self.chromedriver, let chromium = Self.chromium else {
            throw WebDriverError.notInstalled(Self.unavailableReason ?? "chromedriver")
        }
        let port = try Self.freePort()
        process = Process()
        process.executableURL = URL(fileURLWithPath: driver)
        process.arguments = ["--port=\(port)", "--silent"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do { try process.run() } catch { throw WebDriverError.notStarted(path: driver, reason: "\(error)") }
        base = "http://127.0.0.1:\(port)"
        // A guard against a chromedriver that never answers, not a bound on its speed: generous,
        // as a loaded machine starts it slowly.
        let deadline = Date().addingTimeInterval(Self.hangGuard)
        while true {
            if let status = try? request("GET", "/status"), let value = status as? [String: Any], value["ready"] as? Bool == true { break }
            if Date() > deadline { kill(process.processIdentifier, SIGKILL); throw WebDriverError.notStarted(path: driver, reason: "no answer on \(base) within \(Int(Self.hangGuard)) s") }
            usleep(50_000)
        }
        var args = ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=\(width),\(height)",
                    "--force-device-scale-factor=1", "--force-color-profile=srgb", "--hide-scrollbars",
                    "--disable-dev-shm-usage", "--allow-file-access-from-files"]
        if dark { args += ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"] }
        args += arguments
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome", "goog:chromeOptions": ["binary": chromium, "args": args],
        ] as [String: Any]]]
        do {
            let created = try request("POST", "/session", capabilities)
            guard let value = created as? [String: Any], let id = value["sessionId"] as? String else {
                throw WebDriverError.badResponse(path: "/session", body: "\(created)")
            }
            session = id
            // Scrolling the older 5,000-variant page for 240 frames took over 30 s, WebDriver's default script timeout.
            _ = try request("POST", "/session/\(id)/timeouts", ["script": 300_000, "pageLoad": 300_000])
        } catch {
            kill(process.processIdentifier, SIGKILL)
            throw error
        }
    }

    deinit { quit() }

    /// Ends the session and chromedriver (idempotent).
    public func quit() {
        guard process.isRunning else { return }
        if !session.isEmpty { _ = try? request("DELETE", "/session/\(session)") }
        _ = try? request("GET", "/shutdown")
        // Not `waitUntilExit()`: on Linux it can wait forever for a child that already ended.
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Opens a URL and waits for its load event (WebDriver's default page-load strategy).
    public func navigate(_ url: String) throws { _ = try request("POST", "/session/\(session)/url", ["url": url]) }

    /// Runs `script` as a function body in the page and returns its (JSON) result.
    @discardableResult
    public func execute(_ script: String, _ args: [Any] = []) throws -> Any {
        try request("POST", "/session/\(session)/execute/sync", ["script": script, "args": args])
    }

    /// Runs `script` with a callback as its last argument (`arguments[arguments.length - 1]`) and
    /// returns what the script passes to it.
    @discardableResult
    public func executeAsync(_ script: String, _ args: [Any] = []) throws -> Any {
        try request("POST", "/session/\(session)/execute/async", ["script": script, "args": args])
    }

    /// The WebDriver id of the first element matching a CSS selector.
    public func element(_ css: String) throws -> String {
        let found = try request("POST", "/session/\(session)/element", ["using": "css selector", "value": css])
        guard let value = found as? [String: Any], let id = value.values.first as? String else {
            throw WebDriverError.badResponse(path: "element \(css)", body: "\(found)")
        }
        return id
    }

    /// Clicks an element (scrolling it into view first, as a user would).
    public func click(_ elementId: String) throws { _ = try request("POST", "/session/\(session)/element/\(elementId)/click", [String: Any]()) }

    /// Types into an element.
    public func type(_ elementId: String, _ text: String) throws {
        _ = try request("POST", "/session/\(session)/element/\(elementId)/value", ["text": text])
    }

    /// Presses and releases keys on the focused element (the page's body when none), as real key
    /// events.
    public func press(_ keys: String) throws {
        var actions: [[String: Any]] = []
        for ch in keys {
            actions.append(["type": "keyDown", "value": String(ch)])
            actions.append(["type": "keyUp", "value": String(ch)])
        }
        _ = try request("POST", "/session/\(session)/actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
        _ = try request("DELETE", "/session/\(session)/actions")
    }

    /// A PNG of one element's box, at the page's CSS pixels (device scale factor 1).
    public func screenshot(of elementId: String) throws -> Data {
        let value = try request("GET", "/session/\(session)/element/\(elementId)/screenshot")
        guard let text = value as? String, let data = Data(base64Encoded: text) else {
            throw WebDriverError.badResponse(path: "screenshot", body: "not base64")
        }
        return data
    }

    /// A PNG of the viewport.
    public func screenshot() throws -> Data {
        let value = try request("GET", "/session/\(session)/screenshot")
        guard let text = value as? String, let data = Data(base64Encoded: text) else {
            throw WebDriverError.badResponse(path: "screenshot", body: "not base64")
        }
        return data
    }

    // MARK: - HTTP

    @discardableResult
    private func request(_ method: String, _ path: String, _ body: Any? = nil) throws -> Any {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", "-S", "--max-time", "120", "-X", method, "-H", "Content-Type: application/json; charset=utf-8"]
            + (body != nil ? ["--data-binary", "@-"] : []) + [base + path]
        let input = Pipe(), output = Pipe()
        curl.standardInput = input
        curl.standardOutput = output
        curl.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do { try curl.run() } catch { throw WebDriverError.notStarted(path: "/usr/bin/curl", reason: "\(error)") }
        if let body {
            let data = try JSONSerialization.data(withJSONObject: body)
            input.fileHandleForWriting.write(data)
        }
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        curl.waitUntilExit()
        guard curl.terminationStatus == 0 else {
            throw WebDriverError.request(method: method, path: path, message: "curl exited with \(curl.terminationStatus)")
        }
        guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any] else {
            throw WebDriverError.badResponse(path: path, body: String(decoding: data.prefix(500), as: UTF8.self))
        }
        let value = json["value"] ?? NSNull()
        if let error = value as? [String: Any], let name = error["error"] as? String {
            throw WebDriverError.request(method: method, path: path, message: "\(name): \(error["message"] as? String ?? "")")
        }
        return value
    }

    /// A TCP port nobody listens on: bind port 0, read what the kernel chose, close.
    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw WebDriverError.notStarted(path: "socket", reason: "errno \(errno)") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw WebDriverError.notStarted(path: "socket", reason: "cannot bind: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// Why a WebDriver command failed.
public enum WebDriverError: Error, CustomStringConvertible {
    /// chromedriver or Chromium is not installed; the text says how to install it.
    case notInstalled(String)
    /// A program did not start or did not answer.
    case notStarted(path: String, reason: String)
    /// chromedriver answered a command with an error.
    case request(method: String, path: String, message: String)
    /// chromedriver's answer was not what WebDriver specifies.
    case badResponse(path: String, body: String)

    public var description: String {
        switch self {
        case let .notInstalled(reason): return reason
        case let .notStarted(path, reason): return "\(path) did not start: \(reason)"
        case let .request(method, path, message): return "WebDriver \(method) \(path): \(message)"
        case let .badResponse(path, body): return "WebDriver \(path): unexpected answer \(body)"
        }
    }
}
