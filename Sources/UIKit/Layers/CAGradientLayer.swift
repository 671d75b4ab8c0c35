import PenumbraCore
import PenumbraView

/// Core Animation's gradient layer: axial, radial or conic, between `startPoint` and `endPoint`
/// in the unit square of its bounds, over `colors` at `locations` (evenly spread when nil).
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), in order.
    open var colors: [Any]?
    /// Where each colour lies, 0…1; nil spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square. Default (0.5, 0): the top centre.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends. Default (0.5, 1): the bottom centre.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// Axial, radial or conic. Default `.axial`.
    open var type: CAGradientLayerType = .axial

    public required init() { super.init() }

    package override func drawLayerContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return }
        let n = cgColors.count
        let spots = locations.map { $0.map(\.doubleValue) } ?? (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        let stops = zip(cgColors, spots).map { (ResolvedColor(rgba: $0.0.rgba), max(0, min(1, $0.1))) }
        let start = UnitPoint(x: Double(startPoint.x), y: Double(startPoint.y))
        let end = UnitPoint(x: Double(endPoint.x), y: Double(endPoint.y))
        let geometry: GradientSpec.Geometry
        switch type {
        case .radial:
            // Core Animation's radial gradient is an ellipse centred at `startPoint` reaching
            // `endPoint`; its radii are fractions of the bounds.
            let fx = abs(end.x - start.x), fy = abs(end.y - start.y)
            geometry = .elliptical(center: start, startFraction: 0, endFraction: max(fx, fy) * 2)
        case .conic:
            let dx = (end.x - start.x) * frame.width, dy = (end.y - start.y) * frame.height
            let degrees = Trigonometry.atan2(dy, dx) * 180 / Double.pi
            geometry = .angular(center: start, startDegrees: degrees, endDegrees: degrees + 360)
        default:
            geometry = .linear(start: start, end: end)
        }
        drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: frame, operation: .fillGradient(
            LayerDrawing.shape(of: self, size: bounds.size), ResolvedGradient.make(stops: stops, geometry: geometry))))
    }
}
