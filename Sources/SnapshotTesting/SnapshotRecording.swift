import PenumbraTesting
import Foundation

/// swift-snapshot-testing's process-wide `isRecording` switch (deprecated there in favour of
/// ``withSnapshotTesting(record:operation:)``): `true` records every snapshot asserted after it
/// is set, in every test, until it is set back.
public var isRecording: Bool {
    get { SnapshotRecording.shared.isOn }
    set { SnapshotRecording.shared.isOn = newValue }
}

/// The state behind ``isRecording``, under a lock (tests run in parallel).
final class SnapshotRecording: @unchecked Sendable {
    // @unchecked: `on` is only touched while `lock` is held.
    private let lock = NSLock()
    private var on = false

    static let shared = SnapshotRecording()

    var isOn: Bool {
        get { lock.lock(); defer { lock.unlock() }; return on }
        set { lock.lock(); defer { lock.unlock() }; on = newValue }
    }

    /// The mode an assertion given no `record:` uses before PenumbraTesting's own precedence
    /// (settings, `PENUMBRA_RECORD`, the CI default): the enclosing ``withSnapshotTesting(record:operation:)``,
    /// then ``isRecording``, then `SNAPSHOT_TESTING_RECORD` (`all`, `failed`, `missing`, `never`).
    static func mode(argument: SnapshotTestingConfiguration.Record?) -> SnapshotRecordMode? {
        if let argument { return argument.mode }
        if let configured = SnapshotTestingConfiguration.current?.record { return configured.mode }
        if shared.isOn { return .all }
        if let value = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"],
           let record = SnapshotTestingConfiguration.Record(rawValue: value) {
            return record.mode
        }
        return nil
    }
}
