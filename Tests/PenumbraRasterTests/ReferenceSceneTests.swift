import PenumbraCore
import PenumbraRasterScenes
import PenumbraTestSupport
import Testing
@testable import PenumbraRaster

/// Every reference scene at 1x, 2x and 3x against `__Snapshots__/Raster/<scene>@<scale>x.png`,
/// exact match.
@Suite struct ReferenceSceneTests {
    static let sceneNames = RasterReferenceScenes.all.map(\.name)

    @Test(arguments: sceneNames)
    func sceneMatchesReference(name: String) throws {
        let scene = try #require(RasterReferenceScenes.all.first { $0.name == name })
        let bitmap = try #require(scene.render())
        if let failure = ReferenceSnapshot.verify(bitmap, group: "Raster", name: name) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func everyPrimitiveHasAScene() {
        let scenes = Set(RasterReferenceScenes.all.map { String($0.name.split(separator: "@")[0]) })
        for required in ["corners-circular", "corners-continuous", "borders", "borders-dashed", "clips-nested",
                         "opacity-group", "gradients", "shadows", "images", "images-template"] {
            #expect(scenes.contains(required), "no reference scene \(required)")
        }
        #expect(RasterReferenceScenes.all.count == scenes.count * 3)
    }
}
