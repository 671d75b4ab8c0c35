import PenumbraView

/// SwiftUI's previews, which component files carry beside their views: `PreviewCatalog` renders
/// them, each top-level view of `previews` as a preview of its own.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}

/// A preview's layout, as SwiftUI's `PreviewLayout`: how `PreviewCatalog` sizes a preview.
public enum PreviewLayout: Hashable, Sendable {
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
    /// How `PreviewCatalog` lays the preview out; a snapshot test's own layout ignores it.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        node(.layoutValue(LayoutValueEntry(key: ObjectIdentifier(PreviewCatalog.LayoutKey.self), value: value, isMetadata: true)))
    }
    /// The name `PreviewCatalog` gives the preview.
    public func previewDisplayName(_ value: String?) -> some View {
        node(.layoutValue(LayoutValueEntry(key: ObjectIdentifier(PreviewCatalog.NameKey.self), value: value as Any, isMetadata: true)))
    }
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
