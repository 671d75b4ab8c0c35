import PenumbraCore

/// Children top to bottom, as SwiftUI's `VStack`.
public struct VStack: View {
    public let node: ViewNode

    /// A vertical stack; `spacing` in points (default 8), `alignment` of the children (default centre).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        node = .vstack(alignment: alignment, spacing: spacing, children: content())
    }
}

/// Children leading to trailing, as SwiftUI's `HStack`.
public struct HStack: View {
    public let node: ViewNode

    /// A horizontal stack; `spacing` in points (default 8), `alignment` of the children (default centre).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        node = .hstack(alignment: alignment, spacing: spacing, children: content())
    }
}

/// Children on top of each other, later ones in front, as SwiftUI's `ZStack`.
public struct ZStack: View {
    public let node: ViewNode

    /// An overlay stack; `alignment` of the children (default centre).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        node = .zstack(alignment: alignment, children: content())
    }
}

/// Flexible space along the enclosing stack's axis.
public struct Spacer: View {
    public let node: ViewNode

    /// A spacer at least `minLength` points long (default 8).
    public init(minLength: Double? = nil) { node = .spacer(minLength: minLength) }
}

/// A hairline separator in the `separator` colour, across the enclosing stack's axis.
public struct Divider: View {
    public let node: ViewNode = .divider
    public init() {}
}

/// Nothing; takes no space.
public struct EmptyView: View {
    public let node: ViewNode = .empty
    public init() {}
}
