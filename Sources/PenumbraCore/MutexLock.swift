#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over a `pthread_mutex_t`: what `NSLock` gives, without linking
/// Foundation's Objective-C compatibility layer (`NSLock` alone pulls most of Foundation and
/// ICU into a statically linked `penumbra`, several milliseconds of every process's start-up).
package final class MutexLock: @unchecked Sendable {
    // Raw storage: a stored property of a C struct type would make the class's reflection
    // metadata name that struct, whose descriptor the linker then takes from Foundation.
    private let storage = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<pthread_mutex_t>.size,
                                                           alignment: MemoryLayout<pthread_mutex_t>.alignment)
    fileprivate var mutex: UnsafeMutablePointer<pthread_mutex_t> { storage.assumingMemoryBound(to: pthread_mutex_t.self) }

    package init() {
        pthread_mutex_init(storage.bindMemory(to: pthread_mutex_t.self, capacity: 1), nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        storage.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }

    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    package func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A lock with a condition to wait on (`NSCondition`'s `lock`, `unlock`, `wait` and
/// `broadcast`), over `pthread_mutex_t` and `pthread_cond_t`.
package final class ConditionLock: @unchecked Sendable {
    private let mutex = MutexLock()
    // Raw storage, as in ``MutexLock``.
    private let conditionStorage = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<pthread_cond_t>.size,
                                                                    alignment: MemoryLayout<pthread_cond_t>.alignment)
    private var condition: UnsafeMutablePointer<pthread_cond_t> { conditionStorage.assumingMemoryBound(to: pthread_cond_t.self) }

    package init() {
        pthread_cond_init(conditionStorage.bindMemory(to: pthread_cond_t.self, capacity: 1), nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        conditionStorage.deallocate()
    }

    package func lock() { mutex.lock() }

    package func unlock() { mutex.unlock() }

    /// Releases the lock until another thread broadcasts, then takes it again (wake-ups may be
    /// spurious: wait in a loop over the condition's predicate).
    package func wait() { pthread_cond_wait(condition, mutex.mutex) }

    /// Wakes every waiting thread.
    package func broadcast() { pthread_cond_broadcast(condition) }
}
