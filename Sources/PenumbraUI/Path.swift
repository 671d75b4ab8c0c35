import PenumbraRaster
import PenumbraView

/// An outline, as SwiftUI's `Path`: what a custom ``Shape`` returns from `path(in:)`. It records
/// its elements; drawing custom paths is not supported by the renderer yet.
public struct Path: Hashable, Sendable {
    /// One element of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }
    /// The elements, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}
    /// The path `build` makes.
    public init(_ build: (inout Path) -> Void) { build(&self) }
    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// An ellipse.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// A rounded rectangle with circular-arc corners (each a cubic of the standard 0.5523 handle).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
                 control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
                 control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
        closeSubpath()
    }
    /// An ellipse of four cubics.
    public mutating func addEllipse(in rect: CGRect) {
        let k: CGFloat = 0.5522847498
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * k))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * k))
        closeSubpath()
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Path: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        _ = try context.shapeKind(self)
    }
}
