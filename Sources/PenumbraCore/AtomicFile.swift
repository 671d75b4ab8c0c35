import Foundation

/// Writes files so that a reader never sees a partial one: the bytes go to a temporary file in
/// the same folder, which is then renamed over the destination (a rename within one file system
/// is atomic on POSIX systems).
package enum AtomicFile {
    /// Writes `data` to `url`, creating intermediate folders.
    /// - Throws: ``FileWriteError`` naming the path and the system's reason.
    package static func write(_ data: Data, to url: URL) throws(FileWriteError) {
        let folder = url.deletingLastPathComponent()
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: url.path, reason: "cannot create folder \(folder.path): \(Self.folderReason(folder, error))")
        }
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temp)
        } catch {
            try? fm.removeItem(at: temp)
            throw FileWriteError(path: url.path, reason: Self.reason(error))
        }
        if rename(temp.path, url.path) != 0 {
            let message = String(cString: strerror(errno))
            try? fm.removeItem(at: temp)
            throw FileWriteError(path: url.path, reason: "cannot move the written file into place: \(message)")
        }
    }

    /// Removes the temporary files a write interrupted by a kill or a full disk left in `folder`
    /// (and its sub-folders when `recursive`): `.<name>.<UUID>.tmp`, the names ``write(_:to:)``
    /// uses. Returns their paths; nothing else is touched.
    @discardableResult
    package static func removeStaleTemporaries(in folder: URL, recursive: Bool = true) -> [String] {
        let fm = FileManager.default
        let candidates: [URL]
        if recursive {
            candidates = DirectoryWalk.files(under: folder.path, includingFolders: true).map { folder.appendingPathComponent($0) }
        } else {
            candidates = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).map { folder.appendingPathComponent($0) }
        }
        var removed: [String] = []
        for url in candidates where isTemporaryName(url.lastPathComponent) {
            if (try? fm.removeItem(at: url)) != nil { removed.append(url.path) }
        }
        return removed
    }

    /// Whether `name` is one ``write(_:to:)`` gives its temporary files: `.<name>.<UUID>.tmp`.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let uuid = parts.last else { return false }
        return UUID(uuidString: String(uuid)) != nil
    }

    /// Writes `bytes` to `url` atomically.
    package static func write(_ bytes: [UInt8], to url: URL) throws(FileWriteError) {
        try write(Data(bytes), to: url)
    }

    /// Why `folder` could not be created: a file in the way (named), else the system's reason.
    private static func folderReason(_ folder: URL, _ error: any Error) -> String {
        var ancestor = folder
        while ancestor.path != "/" && !ancestor.path.isEmpty {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return "\(ancestor.path) is a file, not a folder" }
                break
            }
            ancestor = ancestor.deletingLastPathComponent()
        }
        return reason(error)
    }

    private static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, !(cocoa.underlying is POSIXError) {
            switch cocoa.code {
            case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "no space left on the device"
            case .fileWriteVolumeReadOnly: return "the volume is read-only"
            case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
            case .fileWriteUnknown: return "the file system refused (a file may be in the way)"
            default: break
            }
        }
        return FileBytes.reason(error)
    }
}
