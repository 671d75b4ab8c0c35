import ArgumentParser
import Foundation
import PenumbraCore
import Penumbra

/// Turns errors into the CLI's convention: one line on standard error,
/// `penumbra <command>: <file>: <what is wrong>; <what to do>` (the error names the file), and an
/// exit status.
enum CLIFailure {
    /// Writes `penumbra <command>: <message>` on standard error.
    static func report(_ command: String, _ message: String) {
        StandardStream.error("penumbra \(command): \(message)\n")
    }

    /// Runs `body`; a ``ReportError`` is reported for `command` and becomes exit status 2.
    static func io<T>(_ command: String, _ body: () throws(ReportError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            report(command, error.description)
            throw PenumbraExitCode.usage
        }
    }

    /// Whether standard output is a terminal (colours only then).
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}
