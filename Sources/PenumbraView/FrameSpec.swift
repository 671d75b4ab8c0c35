import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraText

/// A frame: fixed width/height, or flexible bounds, with an alignment for the content.
///
/// Fixed sizes replace the proposal; flexible bounds clamp it, as SwiftUI's
/// `frame(minWidth:idealWidth:maxWidth:…)` (`maxWidth: .infinity` fills the proposal).
public struct FrameSpec: Hashable, Sendable {
    /// Fixed sizes in points (nil: the content's own).
    public var width: Double?, height: Double?
    /// Flexible bounds in points (nil: unbounded); `ideal*` answer an unspecified proposal.
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    /// Where the content sits in the frame. Default: `.center`.
    public var alignment: Alignment

    /// A frame; every value in points, negative values treated as 0.
    public init(width: Double? = nil, height: Double? = nil,
                minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        func clean(_ v: Double?) -> Double? { v.map { $0.isNaN ? 0 : max(0, $0) } }
        // A fixed length that is NaN or infinite stays as given: the view stage drops it with a
        // warning, as SwiftUI ignores it (``TreeResolver/sanitized(_:path:)``).
        func fixed(_ v: Double?) -> Double? { v.map { $0.isFinite ? max(0, $0) : ($0 == -.infinity ? 0 : $0) } }
        self.width = fixed(width); self.height = fixed(height)
        self.minWidth = clean(minWidth); self.idealWidth = clean(idealWidth); self.maxWidth = clean(maxWidth)
        self.minHeight = clean(minHeight); self.idealHeight = clean(idealHeight); self.maxHeight = clean(maxHeight)
        self.alignment = alignment
    }

    /// Whether any flexible bound is set.
    var isFlexible: Bool {
        minWidth != nil || idealWidth != nil || maxWidth != nil
            || minHeight != nil || idealHeight != nil || maxHeight != nil
    }
}
