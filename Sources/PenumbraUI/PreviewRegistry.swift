/// A type `#Preview` declares for one preview, as DeveloperToolsSupport's `PreviewRegistry`:
/// where the preview is written and how to make it.
public protocol PreviewRegistry {
    /// The file the preview is written in, as `#fileID` gives it (`Module/File.swift`).
    static var fileID: String { get }
    /// The line of `#Preview`, from 1.
    static var line: Int { get }
    /// The column of `#Preview`, from 1.
    static var column: Int { get }
    /// Builds the preview.
    @MainActor static func makePreview() throws -> Preview
}
