import Foundation
import PenumbraCore

/// Shows the progress of a folder diff on standard error: a redrawn bar on a terminal, a plain
/// line every few seconds in a CI log, or nothing.
package final class ProgressPrinter: @unchecked Sendable {
    // @unchecked: all state is guarded by `lock`.

    /// How progress is shown.
    package enum Style: Sendable {
        /// A bar redrawn in place with `\r`, at most 10 times a second (for a terminal).
        case bar
        /// A plain line every `interval` seconds and one at the end (for logs).
        case lines
        /// Nothing.
        case quiet
    }

    private let style: Style
    private let interval: TimeInterval
    private let write: @Sendable (String) -> Void
    private let lock = MutexLock()
    private var last = Date.distantPast
    private var drewBar = false

    /// Creates a printer.
    /// - Parameters:
    ///   - interval: seconds between lines in the `lines` style. Default: 5.
    ///   - write: where text goes. Default: standard error.
    package init(style: Style, interval: TimeInterval = 5, write: (@Sendable (String) -> Void)? = nil) {
        self.style = style
        self.interval = interval
        self.write = write ?? { text in StandardStream.error(text) }
    }

    /// The style for standard error: a bar when it is a terminal, lines otherwise, nothing when
    /// `quiet`.
    package static func style(quiet: Bool) -> Style {
        if quiet { return .quiet }
        return isatty(STDERR_FILENO) != 0 ? .bar : .lines
    }

    /// Records progress; prints when the style and the time since the last print say so.
    package func update(done: Int, total: Int) {
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        let finished = done >= total
        switch style {
        case .quiet:
            return
        case .bar:
            guard finished || now.timeIntervalSince(last) >= 0.1 else { return }
            last = now
            write("\r" + Self.bar(done: done, total: total) + (finished ? "\n" : ""))
            drewBar = !finished
        case .lines:
            guard finished || now.timeIntervalSince(last) >= interval else { return }
            if last == .distantPast && !finished { last = now; return }
            last = now
            write("penumbra diff: \(done)/\(total) pairs compared\n")
        }
    }

    /// Ends an unfinished bar with a newline.
    package func finish() {
        lock.lock(); defer { lock.unlock() }
        if drewBar { write("\n"); drewBar = false }
    }

    /// `[##########----------] 50/100  50%`, 30 cells wide.
    static func bar(done: Int, total: Int) -> String {
        let width = 30
        let filled = total > 0 ? min(width, done * width / total) : width
        let percent = total > 0 ? done * 100 / total : 100
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] \(done)/\(total) \(percent)%"
    }
}
