import PenumbraCore

/// Where a child sits horizontally in a wider parent. `leading` is the left in a left-to-right
/// layout and the right in a right-to-left one.
public enum HorizontalAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    case leading, center, trailing

    /// The offset of a child `child` wide inside a parent `parent` wide, in leading-based
    /// coordinates (before right-to-left mirroring), in points.
    func offset(child: Double, parent: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (parent - child) / 2
        case .trailing: parent - child
        }
    }
}

/// Where a child sits vertically in a taller parent.
///
/// `firstTextBaseline` and `lastTextBaseline` line children up by the baseline of their first
/// or last line of text in a horizontal stack or a ZStack (a view without text has its
/// baseline at its bottom, as in SwiftUI); where no baselines are compared (a frame's
/// alignment) they place a child as `bottom` does.
public enum VerticalAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The offset of a child `child` tall inside a parent `parent` tall, in points.
    func offset(child: Double, parent: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (parent - child) / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: parent - child
        }
    }

    /// Whether the alignment is by a text baseline, and which.
    var baseline: (isBaseline: Bool, last: Bool) {
        switch self {
        case .firstTextBaseline: (true, false)
        case .lastTextBaseline: (true, true)
        default: (false, false)
        }
    }
}

/// A two-axis alignment, as SwiftUI's `Alignment`. Default for frames and overlays: `.center`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Every named alignment, by the name fixtures use (`topLeading`, `center`…).
    public static let named: [(name: String, value: Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]

    /// The offset of a child of size `child` inside a parent of size `parent`, leading-based.
    func offset(child: Size, parent: Size) -> Point {
        Point(x: horizontal.offset(child: child.width, parent: parent.width),
              y: vertical.offset(child: child.height, parent: parent.height))
    }
}
