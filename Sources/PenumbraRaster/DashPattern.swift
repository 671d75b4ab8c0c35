/// A border's dash pattern: `on` device pixels drawn, `off` skipped, repeating along the
/// border's centre line from the top-left corner's end, clockwise, shifted by `phase`.
public struct DashPattern: Sendable, Hashable {
    /// Dash and gap lengths in device pixels; each at least 1/16 pixel.
    public let on: Double, off: Double
    /// Offset into the pattern at the start, in device pixels. Default 0.
    public let phase: Double

    /// A pattern; `nil` when a length is not finite or below 1/16 pixel.
    public init?(on: Double, off: Double, phase: Double = 0) {
        guard on.isFinite, off.isFinite, phase.isFinite, on >= 1.0 / 16, off >= 1.0 / 16 else { return nil }
        self.on = on; self.off = off; self.phase = phase
    }
}
