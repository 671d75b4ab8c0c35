import Foundation
import Penumbra

/// An example design system built on Penumbra: a two-layer palette (``ExamplePalette``), a
/// typography scale on Dynamic Type (``Typography``), and components made only from them.
public enum ExampleDesignSystem {
    /// The scope of the system's colours: `ExampleDesignSystem`.
    public static let name = "ExampleDesignSystem"

    /// `Fixtures/ExampleDesignSystem` in the package, found from this file's path
    /// (`Examples/ExampleDesignSystem/ExampleDesignSystem.swift`): the asset catalogs and the
    /// token file live there, beside the package's other fixtures.
    public static let fixturesFolder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("ExampleDesignSystem")
}
