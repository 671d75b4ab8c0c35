import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraText

/// A drop shadow: colour, blur radius and offset, in points.
public struct ShadowSpec: Hashable, Sendable {
    /// The shadow's colour (its alpha is the shadow's strength).
    public var color: ColorReference
    /// The blur radius in points (0 for a hard shadow).
    public var radius: Double
    /// The offset in points (positive y is down).
    public var x: Double, y: Double

    /// A shadow; `radius`, `x`, `y` in points. Default colour: black at 33% alpha, as SwiftUI.
    public init(color: ColorReference = .literal(.init(0, 0, 0, 84)), radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = max(0, radius)
        self.x = x
        self.y = y
    }
}
