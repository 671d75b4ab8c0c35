import Foundation

/// A distance to move something by (UIKit's `UIOffset`), in points.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No offset.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
