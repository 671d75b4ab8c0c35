import ArgumentParser
import Foundation
import PenumbraTestSupport
import Testing
@testable import PenumbraCLI
import Penumbra

/// `penumbra render`, run in-process.
@Suite struct RenderCommandTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func rendersExampleFixturesInEveryVariant() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let button = TestPaths.fixtures.appendingPathComponent("Views/button.json").path
        let badge = TestPaths.fixtures.appendingPathComponent("Views/badge.json").path
        let command = try RenderCommand.parse([button, badge, "--out", out.path, "--variants", "light,dark-elevated", "--scale", "3"])
        try command.run()
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == ["badge.dark-elevated.png", "badge.light.png", "button.dark-elevated.png", "button.light.png"])
        let info = try PNGDecoder.decodeImage(contentsOf: out.appendingPathComponent("badge.light.png"))
        let reference = try PNGDecoder.decodeImage(contentsOf: TestPaths.snapshots.appendingPathComponent("View/badge.light.png"))
        #expect(info.width == reference.width / 2 * 3)
    }

    @Test func invalidFixtureExitsOneAndOthersStillRender() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"root": {"type": "text", "text": "x", "foregroundColor": "lable"}}"#.utf8)
            .write(to: folder.appendingPathComponent("bad.json"))
        try Data(#"{"size": {"width": 2, "height": 2}, "root": {"type": "color", "color": "label"}}"#.utf8)
            .write(to: folder.appendingPathComponent("good.json"))
        let out = folder.appendingPathComponent("out")
        let command = try RenderCommand.parse([folder.path, "--out", out.path])
        #expect(throws: PenumbraExitCode.findings) { try command.run() }
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == ["good.dark.png", "good.light.png"])
    }

    /// A broken font in `--fonts` is skipped (a warning names it); the fixture renders with
    /// the fonts that load.
    @Test func aBrokenFontInTheFontsFolderIsSkipped() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("Broken.otf"))
        try Data(#"{"root": {"type": "text", "text": "Hi"}}"#.utf8).write(to: folder.appendingPathComponent("hi.json"))
        let out = folder.appendingPathComponent("out")
        let command = try RenderCommand.parse([folder.appendingPathComponent("hi.json").path, "--out", out.path,
                                               "--fonts", fonts.path, "--variants", "light"])
        try command.run()
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("hi.light.png").path))
    }

    @Test(arguments: [
        (["f.json", "--out", "o", "--scale", "4"], "--scale must be 1, 2 or 3, not 4"),
        (["f.json", "--out", "o", "--variants", "drak"], "--variants: "),
        (["--out", "o"], "give at least one fixture file or folder"),
    ])
    func rejectsBadOptions(arguments: [String], message: String) {
        do {
            _ = try RenderCommand.parse(arguments)
            Issue.record("parsed")
        } catch {
            #expect(RenderCommand.message(for: error).contains(message))
        }
    }

    @Test func unwritableOutputExitsTwo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let fixture = TestPaths.fixtures.appendingPathComponent("Views/button.json").path
        let command = try RenderCommand.parse([fixture, "--out", blocker.appendingPathComponent("sub").path])
        #expect(throws: PenumbraExitCode.usage) { try command.run() }
    }
}
