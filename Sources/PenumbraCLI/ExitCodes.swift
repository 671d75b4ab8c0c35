import ArgumentParser
import Foundation
import PenumbraCore

/// The exit codes every `penumbra` subcommand uses: 0 success, 1 a finding (an invalid file, a
/// regression), 2 a usage or I/O error.
enum PenumbraExitCode {
    /// Everything checked out.
    static let success = ExitCode(0)
    /// The command ran and found a problem in its input (invalid PNG, regression).
    static let findings = ExitCode(1)
    /// Bad arguments or an unreadable/unwritable file.
    static let usage = ExitCode(2)

    /// The code for an error thrown while parsing or running: ArgumentParser's usage code
    /// (64, `EX_USAGE`) becomes ``usage``; everything else keeps ArgumentParser's choice.
    static func code(for error: any Error, command: any ParsableCommand.Type = PenumbraCommand.self) -> ExitCode {
        let code = command.exitCode(for: error)
        return code == .validationFailure ? usage : code
    }
}

extension PenumbraCommand {
    /// Parses the process arguments, runs the chosen subcommand and exits with
    /// ``PenumbraExitCode`` codes (ArgumentParser's own `main()` exits 64 on usage errors).
    public static func main() {
        main(nil)
    }

    /// Like ``main()``, with explicit arguments (without the program name).
    public static func main(_ arguments: [String]?) {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let code = PenumbraExitCode.code(for: error)
            if code == PenumbraExitCode.usage {
                // A command that printed its own message throws a bare exit code: no blank line.
                let message = fullMessage(for: error)
                if !message.isEmpty { StandardStream.error(message + "\n") }
                Foundation.exit(code.rawValue)
            }
            exit(withError: error)
        }
    }
}
