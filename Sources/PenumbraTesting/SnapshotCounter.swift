import Foundation
#if canImport(XCTest)
import XCTest
#endif

/// Numbers the unnamed snapshots of each test function: 1, 2, 3… in call order.
///
/// Keyed by test file and function, so every test starts at 1. Safe to call from parallel tests
/// (a lock guards the table). Numbering starts again at 1 for each run of a test:
/// - under Swift Testing, every test case under a PenumbraTesting trait (`.snapshots(…)`,
///   `.rendering(…)`, on the test or its suite) gets a counter of its own (``scoped``), so
///   repetitions and retries number from 1;
/// - under XCTest, the shared counter is cleared when each test case starts (XCTest runs one test
///   at a time in a process), so a retried test numbers from 1.
/// A parameterised test's cases run in parallel, so they cannot share numbers: an unnamed
/// snapshot there is refused, asking for `named:`.
public final class SnapshotCounter: @unchecked Sendable {
    // @unchecked: `counts` is only touched while `lock` is held.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// A counter with no test seen yet.
    public init() {}

    /// The counter of the test case running now, when a PenumbraTesting trait gave it one.
    @TaskLocal public static var scoped: SnapshotCounter?

    /// The counter the assertions use outside a scoped test case.
    public static let shared = SnapshotCounter()

    /// The counter for the current test: its own under a trait, else the shared one (cleared at
    /// each XCTest test case's start).
    public static var current: SnapshotCounter {
        if let scoped { return scoped }
        #if canImport(XCTest)
        XCTestCounterReset.installOnce()
        #endif
        return shared
    }

    /// The next number for the test identified by `file` and `function`, starting at 1.
    public func next(file: String, function: String) -> Int {
        let key = file + "\u{0}" + function
        lock.lock()
        defer { lock.unlock() }
        let value = (counts[key] ?? 0) + 1
        counts[key] = value
        return value
    }

    /// Forgets every count: the next number of every test is 1.
    public func reset() {
        lock.lock()
        defer { lock.unlock() }
        counts.removeAll()
    }
}

#if canImport(XCTest)
/// Clears the shared counter as each XCTest test case starts, so that a retried or repeated test
/// numbers its snapshots from 1 again.
final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    static func installOnce() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed, SnapshotReporter.currentFramework == .xcTest else { return }
        installed = true
        XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset())
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        SnapshotCounter.shared.reset()
    }
}
#endif
