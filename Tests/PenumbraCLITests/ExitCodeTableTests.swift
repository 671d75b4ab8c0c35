import Foundation
import PenumbraTestSupport
import Testing
import Penumbra

/// The exit status of every command, through the built `penumbra` binary, as the README states
/// them: 0 success, 1 a finding (an invalid file, a regression, a check that fails), 2 usage or
/// I/O errors. One row a command and outcome; `approve` has no findings (0 or 2), and `review`
/// exits 0 when stopped (its own tests run its server).
@Suite(.serialized) struct ExitCodeTableTests {
    static let binary = TestPaths.packageRoot.appendingPathComponent(".build/debug/penumbra")
    static let built = FileManager.default.isExecutableFile(atPath: binary.path)

    /// A scratch folder with the inputs the rows name.
    struct Inputs {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-exit-\(UUID().uuidString)")
        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        func write(_ relative: String, _ text: String) throws {
            try AtomicFile.write(Data(text.utf8), to: root.appendingPathComponent(relative))
        }

        func png(_ relative: String, _ fill: RGBA8) throws {
            try AtomicFile.write(try PNGEncoder.encode(try RGBAImage(width: 4, height: 4, fill: fill)), to: root.appendingPathComponent(relative))
        }

        static func make() throws -> Inputs {
            let i = Inputs()
            try i.png("a.png", RGBA8(250, 250, 250))
            try i.png("b.png", RGBA8(10, 10, 10))
            try i.write("corrupt.png", "not a png")
            for folder in ["ref", "same", "changed"] { try i.png("\(folder)/x.light.png", RGBA8(250, 250, 250)) }
            try i.png("changed/x.light.png", RGBA8(0, 0, 0))
            try i.write("good.json", #"{"name": "good", "size": {"width": 20, "height": 20}, "variants": ["light"], "root": {"type": "rectangle", "fill": "systemBackground"}}"#)
            try i.write("invalid.json", #"{"root": {"type": "nope"}}"#)
            try i.write("Tokens.json", ##"{"color": {"bg": {"$type": "color", "$value": "#FFFFFF"}}}"##)
            try i.write("bad-tokens.json", ##"{"color": {"bg": {"$type": "color", "$value": "#12"}}}"##)
            return i
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static func run(_ arguments: [String]) throws -> Int32 { try InspectCommandTests.run(binary, arguments) }

    @Test(.enabled(if: built, "the penumbra executable is not built (swift build builds it)"))
    func everyCommandExitsAsTheREADMESays() throws {
        let i = try Inputs.make()
        defer { i.remove() }
        let out = i.path("out")
        let rows: [(String, [String], Int32)] = [
            ("inspect", ["inspect", i.path("a.png")], 0),
            ("inspect", ["inspect", i.path("a.png"), i.path("corrupt.png")], 1),
            ("inspect", ["inspect"], 2),
            ("compare", ["compare", i.path("a.png"), i.path("a.png")], 0),
            ("compare", ["compare", i.path("a.png"), i.path("b.png")], 1),
            ("compare", ["compare", i.path("a.png"), i.path("missing.png")], 2),
            ("compare", ["compare", i.path("a.png"), i.path("b.png"), "--tolerance", "-1"], 2),
            ("render", ["render", i.path("good.json"), "--out", out], 0),
            ("render", ["render", i.path("invalid.json"), "--out", out], 1),
            ("render", ["render", i.path("good.json")], 2),
            ("check", ["check", i.path("good.json")], 0),
            ("check", ["check", i.path("invalid.json")], 1),
            ("check", ["check", i.path("good.json"), "--checks", ""], 2),
            ("diff", ["diff", i.path("ref"), i.path("same"), "--quiet"], 0),
            ("diff", ["diff", i.path("ref"), i.path("changed"), "--quiet", "--out", i.path("report")], 1),
            ("diff", ["diff", i.path("ref"), i.path("nowhere"), "--quiet"], 2),
            ("report", ["report", i.path("report/results.json"), "--out", i.path("merged"), "--quiet"], 1),
            ("report", ["report", i.path("nowhere.json"), "--out", i.path("merged2"), "--quiet"], 2),
            ("palette", ["palette", i.path("Tokens.json")], 0),
            ("palette", ["palette", i.path("bad-tokens.json")], 1),
            ("palette", ["palette"], 2),
            ("approve", ["approve", i.path("ref"), i.path("changed"), "--dry-run"], 0),
            ("approve", ["approve", i.path("ref"), i.path("nowhere")], 2),
            // review serves until stopped (0, tested with its server in ReviewCommandTests).
            ("review", ["review", i.path("nowhere"), i.path("same")], 2),
        ]
        for (command, arguments, expected) in rows {
            #expect(try Self.run(arguments) == expected, "\(command): \(arguments.dropFirst().joined(separator: " "))")
        }
        // A report of results with nothing regressed exits 0.
        #expect(try Self.run(["diff", i.path("ref"), i.path("same"), "--quiet", "--out", i.path("ok")]) == 0)
        #expect(try Self.run(["report", i.path("ok/results.json"), "--out", i.path("merged3"), "--quiet"]) == 0)
    }
}
