/// SwiftUI's previews, which component files carry beside their views: they compile and are
/// never rendered (snapshot tests name what they render).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}

/// A preview's layout, as SwiftUI's `PreviewLayout`; not used by snapshots.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A preview device's name, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

nonisolated extension View {
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

/// A device orientation, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable {
    private let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
