import Foundation

/// The snapshot names each test has used in this process, by the file name they become: two
/// names that sanitise to the same file ("Pay €23" and "Pay $23" both give "Pay-23") would
/// silently share one reference, so the second is refused.
final class SnapshotNameRegistry: @unchecked Sendable {
    // @unchecked: `names` is only touched while `lock` is held.
    private let lock = NSLock()
    private var names: [String: String] = [:]

    static let shared = SnapshotNameRegistry()

    /// Records that `name` became `fileName` for the snapshots under `scope` (a reference folder
    /// and test); returns the other name when a different one already became that file name.
    func claim(_ name: String, fileName: String, scope: String) -> String? {
        let key = scope + "\u{0}" + fileName
        lock.lock()
        defer { lock.unlock() }
        if let other = names[key], other != name { return other }
        names[key] = name
        return nil
    }
}
