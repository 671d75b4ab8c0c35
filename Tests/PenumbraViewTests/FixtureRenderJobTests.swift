import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

@Suite struct FixtureRenderJobTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-view-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesOnePNGPerFixtureAndVariantAndReportsBadFixtures() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try Data(#"{"size": {"width": 10, "height": 4}, "root": {"type": "color", "color": "systemBackground"}}"#.utf8)
            .write(to: fixtures.appendingPathComponent("swatch.json"))
        let bad = fixtures.appendingPathComponent("typo.json")
        try Data(#"{"root": {"type": "text", "text": "a", "background": "systemBlu"}}"#.utf8).write(to: bad)
        let out = folder.appendingPathComponent("out")
        let job = FixtureRenderJob(inputs: [fixtures.path], outputFolder: out, scale: .x2,
                                   renderer: ViewRenderer(colors: SystemColors.ios18.palette, text: FakeTextMeasurer()))
        let outcomes = try job.run()
        #expect(outcomes.map(\.variant) == ["light", "dark", nil])
        #expect(outcomes[2].error == "\(bad.path): root.background: unknown colour \"systemBlu\"; did you mean \"systemBlue\"?")
        let dark = try PNGDecoder.decodeImage(contentsOf: out.appendingPathComponent("swatch.dark.png"))
        #expect(dark.width == 20 && dark.height == 8)
        #expect(dark[0, 0] == RGBA8(0, 0, 0))
        let light = try PNGDecoder.decodeImage(contentsOf: out.appendingPathComponent("swatch.light.png"))
        #expect(light[19, 7] == RGBA8(255, 255, 255))
    }

    @Test func missingInputIsAnError() {
        let job = FixtureRenderJob(inputs: ["/nonexistent/fixture.json"], outputFolder: URL(fileURLWithPath: "/tmp"),
                                   renderer: ViewRenderer(colors: SystemColors.ios18.palette, text: FakeTextMeasurer()))
        #expect(throws: ViewError.invalidFixture(file: "/nonexistent/fixture.json", path: "$", message: "no such file or folder")) {
            try job.run()
        }
    }

    @Test func explicitVariantsAndFixturePalettesApply() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("brand.json")
        try Data(##"{"palette": {"brand": {"light": "#102030", "dark": "#405060", "darkElevated": "#708090"}}, "size": {"width": 1, "height": 1}, "root": {"type": "color", "color": "brand"}}"##.utf8).write(to: file)
        let job = FixtureRenderJob(inputs: [file.path], outputFolder: folder, variants: try VariantSet(parsing: "dark-elevated,light@3x"),
                                   scale: .x1, renderer: ViewRenderer(colors: SystemColors.ios18.palette, text: FakeTextMeasurer()))
        let outcomes = try job.run()
        #expect(outcomes.compactMap(\.error) == [])
        let elevated = try PNGDecoder.decodeImage(contentsOf: folder.appendingPathComponent("brand.dark-elevated.png"))
        #expect(elevated[0, 0] == RGBA8(0x70, 0x80, 0x90))
        let light = try PNGDecoder.decodeImage(contentsOf: folder.appendingPathComponent("brand.light@3x.png"))
        #expect(light.width == 3)
    }
}
