// Stand-in until PenumbraStyle's `Variant` (a named trait collection) is on main; then this file
// goes and the assertions take Style's type, whose `name` and `.light`/`.dark` match these.

/// A named appearance a snapshot is rendered in (`light`, `dark`, `dark-elevated`).
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    /// The name used in file names (sanitised there) and messages.
    public let name: String

    /// A variant called `name`.
    public init(name: String) {
        self.name = name
    }

    /// `light`.
    public static let light = Variant(name: "light")
    /// `dark`.
    public static let dark = Variant(name: "dark")

    public var description: String { name }
}
