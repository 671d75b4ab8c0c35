/// The version of the Penumbra package, printed by `penumbra --version` and written into reports.
public enum PenumbraVersion {
    public static let string = "0.2.0"
}
