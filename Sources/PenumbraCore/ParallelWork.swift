import Dispatch

/// The one mechanism for parallel work in the Swift modules: a fixed number of threads taking
/// indices from a shared cursor.
///
/// Why threads and not Swift concurrency or Dispatch: the work is CPU-bound and synchronous
/// (decoding, diffing, rasterizing), so async functions would add nothing but colouring; a
/// `TaskGroup` or `concurrentPerform` gives no control over the stack size, which deep view trees
/// and large images need; and a fixed thread count is what `--jobs` promises (the pixel budget
/// of a folder diff is shared by exactly that many workers). Results never depend on the thread
/// count: each index is processed alone and written to its own slot. (The PNG encoder's C shim
/// splits a deflate into strips on its own pthreads, inside one call; the review server's
/// connection threads wait on sockets and are not parallel work.)
package enum ParallelWork {
    /// The stack size of a worker thread: 4 MiB, as the main thread's is 8 MiB.
    package static let defaultStackSize = 4 << 20

    /// Calls `body` for every index in `0..<count` on up to `threads` threads (the calling
    /// thread is one of them) and returns when all have finished. `body` returns `false` to stop
    /// the others from taking new indices (indices already started finish).
    package static func forEach(count: Int, threads: Int, stackSize: Int = defaultStackSize,
                                _ body: @escaping @Sendable (Int) -> Bool) {
        guard count > 0 else { return }
        let workers = max(1, min(threads, count))
        let cursor = Cursor(count: count)
        @Sendable func work() {
            while let index = cursor.take() {
                if !body(index) { cursor.stop() }
            }
        }
        guard workers > 1 else { return work() }
        let finished = DispatchSemaphore(value: 0)
        var started = 0
        for _ in 1..<workers {
            // A thread the system refuses leaves its share to the others (the cursor is shared).
            if NativeThread.start(stackSize: stackSize, { work(); finished.signal() }) { started += 1 }
        }
        work()
        for _ in 0..<started { finished.wait() }
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes and returns its result:
    /// for recursion deeper than the calling thread's stack allows.
    package static func onThread<T, E: Error>(stackSize: Int, _ body: @escaping @Sendable () throws(E) -> T) throws(E) -> T {
        let box = ResultBox<T, E>()
        let done = DispatchSemaphore(value: 0)
        let started = NativeThread.start(stackSize: stackSize) {
            box.result = Result { () throws(E) -> T in try body() }
            done.signal()
        }
        // Refused a thread, the work runs here, on the calling thread's stack.
        guard started else { return try body() }
        done.wait()
        // The semaphore orders the thread's write before this read.
        return try box.result!.get()
    }
}

/// The shared index cursor; a lock guards it, held only to take an index.
private final class Cursor: @unchecked Sendable {
    private let lock = MutexLock()
    private var next = 0
    private var stopped = false
    private let count: Int

    init(count: Int) { self.count = count }

    func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard !stopped, next < count else { return nil }
        next += 1
        return next - 1
    }

    func stop() {
        lock.lock(); defer { lock.unlock() }
        stopped = true
    }
}

/// The result of work done on another thread, read after it signalled.
private final class ResultBox<T, E: Error>: @unchecked Sendable {
    var result: Result<T, E>?
}
