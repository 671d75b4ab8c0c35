import Dispatch

/// Whether the caller runs on the main queue, the main actor's executor. On Linux, once the
/// test runner parks the main thread in `dispatchMain()`, main-queue work runs on another thread,
/// so `Thread.isMainThread` cannot tell; a queue-specific value set on the main queue can.
package enum MainQueueCheck {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()
    /// True on the main queue (and on the main thread).
    package static var isOnMainQueue: Bool { marked && (DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread) }
}

