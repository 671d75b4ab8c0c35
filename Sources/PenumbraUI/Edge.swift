import PenumbraView

/// An edge of a rectangle, as SwiftUI's `Edge`, with `Edge.Set` for padding.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges: `.horizontal`, `.vertical`, `.all`, `[.top, .leading]`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// A horizontal or vertical axis, as SwiftUI's `Axis`.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes (`[.horizontal]`, `.vertical`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension EdgeInsets {
    /// Insets of `length` points on the edges of `edges`, 0 on the others.
    init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

extension Axis: CustomStringConvertible {
    /// `horizontal` or `vertical`, as SwiftUI prints an axis.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
