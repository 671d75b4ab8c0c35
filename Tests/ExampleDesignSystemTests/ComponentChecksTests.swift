import ExampleDesignSystem
import Foundation
import PenumbraTesting
import Testing

/// Every component of the example design system passes every check in each of its variants.
@Suite struct ComponentChecksTests {
    static let configuration: RenderConfiguration? = try? ExampleDesignSystem.configuration(text: BoxTextMeasurer())
    static let palette: Palette? = try? ExamplePalette.load(from: .assetCatalog).palette

    @Test(arguments: ExampleDesignSystem.showcases.map(\.name))
    func componentPassesEveryCheck(name: String) throws {
        let config = try #require(Self.configuration)
        let showcase = try #require(ExampleDesignSystem.showcases.first { $0.name == name })
        let palette = try #require(Self.palette)
        let subject = try ViewSubject(name: name, configuration: config, size: showcase.size) { showcase.view }
        let result = try CheckRunner(variants: showcase.variants, palette: palette,
                                     allowList: ExampleDesignSystem.allowList).run(subject)
        #expect(result.findings.isEmpty, "\(CheckReport(results: [result]).text)")
        if let folder = ProcessInfo.processInfo.environment["PENUMBRA_CHECKS_DUMP"] {
            for variant in showcase.variants {
                let png = try config.pngData(showcase.view, traits: variant.traits.with(\.displayScale, .x2), size: showcase.size)
                try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).\(variant.name).png"))
            }
        }
    }
}
