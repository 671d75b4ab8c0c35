import Penumbra

/// Draws the labels of the CLI's sheets. Text rendering arrives with the text stage; until then
/// sheets are drawn without labels (the printed table carries the values).
enum LabelRenderer {
    /// The label drawer, or `nil` when no font is available.
    static func drawer() -> PaletteSheet.LabelDrawer? { nil }
}
