import ArgumentParser
import Penumbra

/// The `penumbra` command: renders fixtures, compares and diffs snapshot PNGs, builds reports.
///
/// Every subcommand validates its input in `validate()` and calls library code in `run()`, so the
/// commands can be tested in-process. Exit codes: 0 success, 1 a finding (invalid file,
/// regression), 2 usage or I/O errors.
public struct PenumbraCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "penumbra",
        abstract: "Snapshot tests for design-system components in every appearance.",
        version: PenumbraVersion.string,
        subcommands: [
            InspectCommand.self,
            CompareCommand.self,
            RenderCommand.self,
            DiffCommand.self,
            ReportCommand.self,
            ApproveCommand.self,
            ReviewCommand.self,
            PaletteCommand.self,
            CheckCommand.self,
        ]
    )

    public init() {}
}
