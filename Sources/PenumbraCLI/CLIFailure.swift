import ArgumentParser
import Foundation
import Penumbra

/// Turns report-stage errors into the CLI's convention: the message on standard error, exit 2.
enum CLIFailure {
    /// Runs `body`; a ``ReportError`` is printed as `error: …` and becomes exit status 2.
    static func io<T>(_ body: () throws(ReportError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw PenumbraExitCode.usage
        }
    }

    /// Whether standard output is a terminal (colours only then).
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}
