import ExampleDesignSystem
import Foundation
import Penumbra
import PenumbraTesting
import Testing

/// Reference snapshots of every component of the example design system, at 2x, with text set
/// in DejaVu Sans by Penumbra's own text engine.
@Suite struct ComponentSnapshotTests {
    static let configuration: RenderConfiguration? = {
        guard let text = try? FontTextEngine.withDefaultFonts() else { return nil }
        return try? ExampleDesignSystem.configuration(text: text)
    }()

    static func render(_ view: some View, size: RootSize, in variant: Variant) throws -> Bitmap {
        let config = try #require(configuration, "DejaVu Sans (fonts-dejavu-core) is not installed")
        return try config.render(view, traits: variant.traits.with(\.displayScale, .x2), size: size).bitmap
    }

    @Test(arguments: ExampleDesignSystem.showcases.map(\.name))
    func component(name: String) throws {
        let showcase = try #require(ExampleDesignSystem.showcases.first { $0.name == name })
        assertSnapshot(named: name, variants: showcase.variants) { variant in
            try Self.render(showcase.view, size: showcase.size, in: variant)
        }
    }

    @Test func screenAtThreeContentSizes() throws {
        let variants = try VariantSet(parsing: "light-xs,light,light-ax3")
        assertSnapshot(named: "screen", variants: variants) { variant in
            try Self.render(ExampleScreen(), size: .fixed(Size(width: 390, height: 844)), in: variant)
        }
    }
}
