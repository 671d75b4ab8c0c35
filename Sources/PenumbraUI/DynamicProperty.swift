/// A stored property whose value comes from the renderer (`@Environment`, `@State`,
/// `@ScaledMetric`), as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
    /// Called before a body is evaluated; Penumbra reads values when they are accessed instead.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
