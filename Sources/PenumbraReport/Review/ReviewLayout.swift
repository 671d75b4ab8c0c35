import Foundation
import PenumbraCore

/// Where each reviewed file's reference and actual image are.
///
/// - The two-folder form (`penumbra review REFERENCE_DIR ACTUAL_DIR`): a file has the same name
///   in both folders.
/// - The assertions' form (`penumbra review --results ARTIFACTS_DIR`): each results file names the
///   reference folder beside its test (`__Snapshots__/<TestFile>`), where the reference is
///   `<test>.<name>.<variant>.png`; the actual is the `.actual.png` the assertion wrote under the
///   artifacts folder. One session may write to many reference folders
///   (``ReviewLayout/artifacts(_:results:root:)``).
///
/// Either way a decision reads and writes only through ``ConfinedFiles``: one `.png` regular file
/// inside its folder, never through a link that leads out.
package struct ReviewLayout: Sendable {
    /// One file: a relative name inside a folder.
    package struct Place: Hashable, Sendable {
        /// The folder.
        package var folder: URL
        /// The file's path inside it, with `/` separators.
        package var name: String
        /// The whole path, for messages and the audit log.
        package var path: String { folder.appendingPathComponent(name).path }
    }

    /// Where one reviewed file's two images are.
    package struct Sides: Hashable, Sendable {
        /// The reference: what Accept writes or deletes.
        package var reference: Place
        /// The actual: only read (nil when the results name none).
        package var actual: Place?
    }

    private enum Form: Sendable {
        case folders(reference: URL, actual: URL)
        case files([String: Sides])
    }

    private let form: Form
    /// Every folder a decision may write to, sorted by path.
    package let referenceFolders: [URL]
    /// The folder the actual images are read from: the actual folder, or the artifacts folder.
    package let actualFolder: URL

    /// The two-folder form.
    package static func folders(reference: URL, actual: URL) -> ReviewLayout {
        ReviewLayout(form: .folders(reference: reference.standardizedFileURL, actual: actual.standardizedFileURL),
                     referenceFolders: [reference.standardizedFileURL], actualFolder: actual.standardizedFileURL)
    }

    /// A layout of files placed one by one (the assertions' form).
    init(files: [String: Sides], actualFolder: URL) {
        let folders = Set(files.values.map { $0.reference.folder })
        self.init(form: .files(files), referenceFolders: folders.sorted { $0.path < $1.path }, actualFolder: actualFolder)
    }

    private init(form: Form, referenceFolders: [URL], actualFolder: URL) {
        self.form = form
        self.referenceFolders = referenceFolders
        self.actualFolder = actualFolder
    }

    /// The two images of `file` (a ``SnapshotEntry/file`` of the reviewed results), or nil for a
    /// file the layout does not place.
    package func sides(of file: String) -> Sides? {
        switch form {
        case let .folders(reference, actual):
            return Sides(reference: Place(folder: reference, name: file), actual: Place(folder: actual, name: file))
        case let .files(files):
            return files[file]
        }
    }
}
