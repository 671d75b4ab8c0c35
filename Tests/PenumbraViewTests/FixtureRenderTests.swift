import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraTestSupport
import PenumbraUI
import Testing
@testable import PenumbraView

/// Reference renders of the example fixtures (button, card, list row, badge, banner, nav bar,
/// tab bar, sheet, chips, alert, toast, progress) in light and dark at 2x, with real text.
@Suite struct FixtureRenderTests {
    static let engine: FontTextEngine? = try? FontTextEngine.withDefaultFonts()

    @Test(arguments: ExampleFixtureTests.files, ["light", "dark"])
    func exampleFixtureMatchesReference(file: String, variant: String) throws {
        let engine = try #require(Self.engine, "DejaVu Sans is not installed (scripts/bootstrap installs fonts-dejavu-core)")
        let url = TestPaths.fixtures.appendingPathComponent("Views").appendingPathComponent(file)
        let fixture = try Fixture.load(url)
        let renderer = ViewRenderer(colors: fixture.palette(over: SystemColors.ios18.palette), text: engine)
        let traits = Traits(userInterfaceStyle: variant == "dark" ? .dark : .light, displayScale: .x2)
        let render = try renderer.render(fixture.root, traits: traits, size: fixture.size)
        if let failure = ReferenceSnapshot.verify(render.bitmap, group: "View", name: "\(fixture.name).\(variant)") {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
