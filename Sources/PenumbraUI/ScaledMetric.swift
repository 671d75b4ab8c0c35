import PenumbraText

/// A length that scales with the text size, as SwiftUI's `@ScaledMetric`:
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize = 24.0
/// ```
/// The value is multiplied by how much the text style grows from the default size (Large) to
/// the environment's size: body's 17 pt becomes 23 pt at xxxLarge, so 24 becomes 24 × 23/17.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let textStyle: Font.TextStyle

    /// A metric of `wrappedValue` at the default size, scaling as `relativeTo` (default body).
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the text size of the environment the body is evaluated in.
    public var wrappedValue: Value {
        let factor = textStyle.scaleFactor(for: EnvironmentValues.current.dynamicTypeSize.category)
        return base * Value(factor)
    }
}
