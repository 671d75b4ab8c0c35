#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A spinner: eight dots on a circle in the secondary text colour, fading around the ring, in
/// UIKit's two sizes (medium 20 pt, large 37 pt).
public struct ActivityIndicator: View {
    /// The spinner's size.
    public enum Style: String, CaseIterable, Sendable { case medium, large }

    /// The size. Default: medium.
    public var style: Style

    /// A spinner.
    nonisolated public init(style: Style = .medium) { self.style = style }

    /// Unit offsets of the eight dots from the centre (cosine and sine of 0°, 45°, …, 315°,
    /// starting at the top, clockwise): constants, so no libm call enters the tree.
    static let directions: [(Double, Double)] = [
        (0, -1), (0.7071067811865476, -0.7071067811865476), (1, 0), (0.7071067811865476, 0.7071067811865476),
        (0, 1), (-0.7071067811865476, 0.7071067811865476), (-1, 0), (-0.7071067811865476, -0.7071067811865476),
    ]

    public var body: some View {
        let side: CGFloat = style == .large ? 37 : 20
        let dot: CGFloat = style == .large ? 6 : 4
        let radius = (side - dot) / 2
        return ZStack(alignment: .topLeading) {
            ForEach(Self.directions.indices, id: \.self) { index in
                // Rounded to whole points so dots sit on the pixel grid at every scale.
                let direction = Self.directions[index]
                let x = (radius + direction.0 * radius).rounded(), y = (radius + direction.1 * radius).rounded()
                Circle().fill(Tokens.textSecondary)
                    .frame(width: dot, height: dot)
                    .opacity(1 - Double(index) * 0.1)
                    .padding(EdgeInsets(top: y, leading: x, bottom: 0, trailing: 0))
            }
        }
        .frame(width: side, height: side, alignment: .topLeading)
    }
}
