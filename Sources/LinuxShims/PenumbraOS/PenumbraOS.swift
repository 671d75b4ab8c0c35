// On Linux, where Apple's unified logging does not exist, this module has `os`'s logging API:
// `Logger`, `OSLog` and `os_log` with their signatures. A prepared file's `import os`,
// `import os.log` or `import OSLog` imports it (`penumbra-prepare`). It is not named `os`: a
// module of that name would make `canImport(os)` true for every package of the build, and
// packages such as swift-argument-parser then take their Darwin code (`os_unfair_lock`).
// Messages go to standard error only when the PENUMBRA_OS_LOG environment variable is set, so a
// test run stays quiet and nothing logged changes a render.
import Foundation

/// A log message with interpolations, as `os`'s `OSLogMessage` (privacy and format options are
/// accepted and the value is written as text).
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
        public mutating func appendInterpolation<T>(_ value: T, format: OSLogFormat, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
        public mutating func appendInterpolation<T>(_ value: T, align: OSLogAlignment, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
    }
}

/// How a logged value is shown.
public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy(), `public` = OSLogPrivacy(), `private` = OSLogPrivacy(), sensitive = OSLogPrivacy()
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public enum Mask: Sendable { case hash, none }
}
/// A value's format (accepted, the value is written as text).
public struct OSLogFormat: Sendable {
    public static let `default` = OSLogFormat()
    public static func fixed(precision: Int) -> OSLogFormat { OSLogFormat() }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogFormat { OSLogFormat() }
}
/// A value's alignment (accepted).
public struct OSLogAlignment: Sendable {
    public static func right(columns: Int) -> OSLogAlignment { OSLogAlignment() }
    public static func left(columns: Int) -> OSLogAlignment { OSLogAlignment() }
}

/// A log's level.
public struct OSLogType: Equatable, Sendable {
    let name: String
    public static let `default` = OSLogType(name: "default"), info = OSLogType(name: "info"), debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error"), fault = OSLogType(name: "fault")
}

/// A log handle, as `os`'s `OSLog`.
public final class OSLog: Sendable {
    public let subsystem: String, category: String
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// A logger, as `os`'s `Logger`.
public struct Logger: Sendable {
    let subsystem: String, category: String
    public init() { subsystem = ""; category = "" }
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public init(_ log: OSLog) { subsystem = log.subsystem; category = log.category }

    public func log(_ message: OSLogMessage) { write("default", message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level.name, message) }
    public func trace(_ message: OSLogMessage) { write("trace", message) }
    public func debug(_ message: OSLogMessage) { write("debug", message) }
    public func info(_ message: OSLogMessage) { write("info", message) }
    public func notice(_ message: OSLogMessage) { write("notice", message) }
    public func warning(_ message: OSLogMessage) { write("warning", message) }
    public func error(_ message: OSLogMessage) { write("error", message) }
    public func critical(_ message: OSLogMessage) { write("critical", message) }
    public func fault(_ message: OSLogMessage) { write("fault", message) }

    private func write(_ level: String, _ message: OSLogMessage) {
        guard ProcessInfo.processInfo.environment["PENUMBRA_OS_LOG"] != nil else { return }
        FileHandle.standardError.write(Data("[\(level)] \(category.isEmpty ? "" : category + ": ")\(message.text)\n".utf8))
    }
}

/// `os_log(_:log:type:_:)` with a format string (its arguments are written after it).
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    Logger(log).log(level: type, OSLogMessage(stringLiteral: "\(message) \(args.map { "\($0)" }.joined(separator: " "))"))
}
/// `os_log(_:)` with a message.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) { Logger(log).log(level: type, message) }
