import Foundation

/// Numbers the unnamed snapshots of each test function: 1, 2, 3… in call order.
///
/// Keyed by test file and function, so every test starts at 1. Safe to call from parallel tests
/// (a lock guards the table). A parameterised Swift Testing test runs its cases in parallel under
/// one function name: give those snapshots a `named:` argument so that each case's file is stable.
public final class SnapshotCounter: @unchecked Sendable {
    // @unchecked: `counts` is only touched while `lock` is held.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// A counter with no test seen yet.
    public init() {}

    /// The counter the assertions use.
    public static let shared = SnapshotCounter()

    /// The next number for the test identified by `file` and `function`, starting at 1.
    public func next(file: String, function: String) -> Int {
        let key = file + "\u{0}" + function
        lock.lock()
        defer { lock.unlock() }
        let value = (counts[key] ?? 0) + 1
        counts[key] = value
        return value
    }
}
