import Foundation
import PenumbraTestSupport
import Testing
@testable import PenumbraCLI
import Penumbra

/// `penumbra render` with SF Symbols names that have no glyph: a placeholder and a warning, or
/// with `--strict-symbols` a failed fixture.
@Suite struct RenderSymbolFallbackTests {
    func fixtureFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(#"{"root": {"type": "image", "systemName": "no.such.symbol"}}"#.utf8)
            .write(to: url.appendingPathComponent("icon.json"))
        return url
    }

    @Test func anUnknownSymbolRendersAPlaceholderAndWarns() throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        try RenderCommand.parse([folder.appendingPathComponent("icon.json").path, "--out", out.path, "--variants", "light"]).run()
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("icon.light.png").path))
        let job = try RenderCommand.parse([folder.appendingPathComponent("icon.json").path, "--out", out.path, "--variants", "light"]).makeJob()
        let outcomes = try job.run()
        #expect(outcomes.map(\.warnings) == [[
            "\(folder.appendingPathComponent("icon.json").path): root: unknown symbol \"no.such.symbol\" drawn as a placeholder (variant light)",
        ]])
    }

    @Test func strictSymbolsFailTheFixture() throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let command = try RenderCommand.parse([folder.appendingPathComponent("icon.json").path, "--out", out.path,
                                               "--variants", "light", "--strict-symbols"])
        #expect(throws: PenumbraExitCode.findings) { try command.run() }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("icon.light.png").path))
    }
}
