import Foundation
import PenumbraCore
import PenumbraPNG

/// Builds one report folder from several results files: the shards of a CI matrix, or the
/// per-assertion results a test run writes. What `penumbra report` does.
package struct ResultsMerger: Sendable {
    /// The results files, in the order given (later ones win ties; see
    /// ``SnapshotResultsV1/merged(_:)``).
    package var inputs: [URL]
    /// Whether passed entries keep an image: when `true`, a passed entry's `images.actual` is
    /// copied (its other images are dropped: for a pass they show the same picture); when
    /// `false`, passed entries carry no images. Default: `false`, as `penumbra diff` writes none
    /// for them unless asked.
    package var passedImages: Bool
    /// Whether strips (`images.strip`) are copied; when `false` they are dropped from the entries.
    /// Default: `false`: the report page shows reference, actual and diff itself.
    package var strips: Bool

    /// Creates a merger.
    package init(inputs: [URL], passedImages: Bool = false, strips: Bool = false) {
        self.inputs = inputs
        self.passedImages = passedImages
        self.strips = strips
    }

    /// Reads every input and merges them.
    /// - Throws: ``ReportError`` naming the file that cannot be read or decoded.
    package func merged() throws(ReportError) -> SnapshotResults {
        var parts: [SnapshotResults] = []
        for url in inputs { parts.append(try SnapshotResults.read(from: url)) }
        return SnapshotResults.merged(parts)
    }

    /// Merges, then copies each kept entry's images from the folder of the results file it came
    /// from into `folder` (same relative paths), so the new report folder is complete on its own.
    /// An image that is absent at its source is dropped from the entry rather than left dangling.
    /// Passed entries keep only `images.actual`, and only with ``passedImages``.
    /// - Returns: the merged results, as written to `folder` by the caller.
    package func mergedCopyingImages(into folder: URL) throws(ReportError) -> SnapshotResults {
        var parts: [(URL, SnapshotResults)] = []
        for url in inputs { parts.append((url.deletingLastPathComponent(), try SnapshotResults.read(from: url))) }
        let merged = SnapshotResults.merged(parts.map(\.1))
        // Which folder each kept entry came from: the last input holding that very entry.
        var keptByFile: [String: SnapshotEntry] = [:]
        for entry in merged.entries { keptByFile[entry.file] = entry }
        var source: [String: URL] = [:]
        for (base, part) in parts {
            for entry in part.entries where keptByFile[entry.file] == entry { source[entry.file] = base }
        }
        let destination = folder.standardizedFileURL
        let thumbnails: [WritableKeyPath<EntryImages, String?>: WritableKeyPath<EntryImages, String?>] =
            [\.reference: \.referenceThumbnail, \.actual: \.actualThumbnail, \.diff: \.diffThumbnail]
        var entries: [SnapshotEntry] = []
        for var entry in merged.entries {
            if entry.status == .passed { entry.images = EntryImages(actual: passedImages ? entry.images.actual : nil) }
            let base = (source[entry.file] ?? destination).standardizedFileURL
            if !strips { entry.images.strip = nil }
            var made: [(WritableKeyPath<EntryImages, String?>, String)] = []
            for path in EntryImages.paths {
                let copied = try copy(entry.images[keyPath: path], from: base, to: destination)
                entry.images[keyPath: path] = copied?.path
                // Results that carry no thumbnails (the assertions write none) get them here, from
                // the bytes just copied; set once every path is copied.
                if let copied, let thumbnail = thumbnails[path], entry.images[keyPath: thumbnail] == nil,
                   let small = try makeThumbnail(of: copied.path, copied.data, in: destination) {
                    made.append((thumbnail, small))
                }
            }
            for (thumbnail, path) in made { entry.images[keyPath: thumbnail] = path }
            entries.append(entry)
        }
        return SnapshotResults(runs: merged.runs, entries: entries)
    }

    /// Writes `thumbs/<path>` for the copied image at `path` (its bytes `data`, or nil when it was
    /// not copied because it is already in place) when it is larger than a thumbnail
    /// (``Thumbnail``); returns its path, or nil (small, or not a PNG that decodes).
    private func makeThumbnail(of path: String, _ copied: Data?, in destination: URL) throws(ReportError) -> String? {
        guard let data = copied ?? (try? Data(contentsOf: destination.appendingPathComponent(path))),
              let size = PNGHeader.size(data), Thumbnail.size(for: size) != nil,
              let decoded = try? PNGDecoder.decode(data, name: path), let small = Thumbnail.make(decoded.image) else { return nil }
        let thumbnail = "thumbs/" + path
        do {
            try AtomicFile.write(try PNGEncoder.encode(small, options: .reportImage), to: destination.appendingPathComponent(thumbnail))
        } catch let error as FileWriteError {
            throw .from(error)
        } catch {
            throw .writeFailed(path: destination.appendingPathComponent(thumbnail).path, reason: "\(error)")
        }
        return thumbnail
    }

    /// Copies the image at `path` from `base` into `destination`; returns its path and the bytes
    /// copied (nil when it is already in place), or nil when it is absent or not a relative path.
    private func copy(_ path: String?, from base: URL, to destination: URL) throws(ReportError) -> (path: String, data: Data?)? {
        guard let path, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
        let source = base.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: source.path) else { return nil }
        guard base.path != destination.path else { return (path, nil) }
        let data: Data
        do {
            data = try Data(contentsOf: source)
            try AtomicFile.write(data, to: destination.appendingPathComponent(path))
        } catch let error as FileWriteError {
            throw .from(error)
        } catch {
            throw .unreadable(path: source.path, reason: FileBytes.reason(error))
        }
        return (path, data)
    }
}
