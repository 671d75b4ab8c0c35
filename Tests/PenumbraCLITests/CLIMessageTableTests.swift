import Foundation
import PenumbraTestSupport
import Testing

/// What each command prints on standard error when it stops, through the built `penumbra`
/// binary, word for word: `penumbra <command>: <file>: <what is wrong>; <what to do>` for the
/// command's own errors, ArgumentParser's `Error: …` line for a usage error. One row a command and
/// failure; `{root}` is the scratch folder of the inputs. No Foundation error domain and no Swift
/// type name reaches a user.
@Suite(.serialized) struct CLIMessageTableTests {
    /// The first line of standard error and the exit status of `penumbra arguments…`.
    static func run(_ arguments: [String]) throws -> (String, Int32) {
        let process = Process()
        process.executableURL = ExitCodeTableTests.binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return (text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "", process.terminationStatus)
    }

    @Test(.enabled(if: ExitCodeTableTests.built, "the penumbra executable is not built (swift build builds it)"))
    func everyCommandSaysWhatIsWrongAndWithWhichFile() throws {
        let i = try ExitCodeTableTests.Inputs.make()
        defer { i.remove() }
        let root = i.root.path
        let rows: [([String], Int32, String)] = [
            (["compare", i.path("a.png"), i.path("missing.png")], 2,
             "penumbra compare: {root}/missing.png: cannot read the file: No such file or directory"),
            (["compare", i.path("a.png"), i.path("ref")], 2,
             "penumbra compare: {root}/ref: cannot read the file: is a folder"),
            (["compare", i.path("corrupt.png"), i.path("a.png")], 2,
             "penumbra compare: {root}/corrupt.png: not a PNG file (signature bytes 6E 6F 74 20 61 20 70 6E, expected 89 50 4E 47 0D 0A 1A 0A)"),
            // A negative number is the option's value, not another option.
            (["compare", i.path("a.png"), i.path("b.png"), "--mode", "channel", "--tolerance", "-1"], 2,
             "Error: invalid value '-1' for tolerance: expected an integer from 0 to 255"),
            (["compare", i.path("a.png"), i.path("b.png"), "--mode", "yiq", "--threshold", "-0.5"], 2,
             "Error: invalid value '-0.5' for threshold: expected a number from 0 to 1"),
            (["compare", i.path("a.png"), i.path("b.png"), "--max-pixels", "-3"], 2,
             "Error: invalid value '-3' for max-pixels: expected a count of 0 or more"),
            (["render", i.path("invalid.json"), "--out", i.path("out")], 1,
             "penumbra render: {root}/invalid.json: root.type: unknown view type \"nope\""),
            (["render", i.path("good.json"), "--out", i.path("out"), "--scale", "-2"], 2,
             "Error: --scale must be 1, 2 or 3, not -2"),
            (["check", i.path("invalid.json")], 1,
             "penumbra check: {root}/invalid.json: root.type: unknown view type \"nope\""),
            (["check", i.path("good.json"), "--checks", ""], 2,
             "Error: --checks is empty: name at least one check"),
            (["diff", i.path("ref"), i.path("nowhere"), "--quiet"], 2,
             "penumbra diff: {root}/nowhere: does not exist or is not a folder; give an existing folder"),
            (["diff", i.path("ref"), i.path("same"), "--jobs", "-1"], 2,
             "Error: --jobs must be at least 1 (got -1)"),
            (["report", i.path("nowhere.json"), "--out", i.path("merged"), "--quiet"], 2,
             "penumbra report: {root}/nowhere.json: cannot read the file: No such file or directory"),
            (["palette", i.path("bad-tokens.json")], 1,
             "penumbra palette: {root}/bad-tokens.json: color.bg.$value: expected a colour (#RRGGBB, #RRGGBBAA, a CSS colour name, rgb(), hsl(), hwb(), lab(), lch(), oklch(), oklab(), color(display-p3 …) or a colour object), found string \"#12\""),
            (["approve", i.path("ref"), i.path("nowhere")], 2,
             "penumbra approve: {root}/nowhere: does not exist or is not a folder; give an existing folder"),
            (["review", i.path("nowhere"), i.path("same")], 2,
             "penumbra review: {root}/nowhere: does not exist or is not a folder; give an existing folder"),
        ]
        for (arguments, status, message) in rows {
            let (line, exit) = try Self.run(arguments)
            let call = arguments.joined(separator: " ")
            #expect(exit == status, "\(call)")
            #expect(line == message.replacingOccurrences(of: "{root}", with: root), "\(call)")
            #expect(!line.contains("Domain") && !line.contains("Swift."), "\(call)")
        }
    }
}
