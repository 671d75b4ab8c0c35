/// One entry of a palette being built: a colour, or an alias to another entry by name (a
/// semantic colour defined as a raw one: `background` → `gray50`).
public enum PaletteEntry: Hashable, Sendable {
    /// A colour (static or dynamic).
    case color(StyleColor)
    /// Another entry's name, looked up in the same palette first, then in its base palette.
    case alias(String)
}
