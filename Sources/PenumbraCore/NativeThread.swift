#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts POSIX threads with a chosen stack size: what Foundation's `Thread` gives, without
/// linking Foundation's Objective-C compatibility layer into the CLI (see ``MutexLock``).
package enum NativeThread {
    /// Runs `body` on a new detached thread whose stack is `stackSize` bytes (rounded up to the
    /// system's minimum). Returns `false`, without running `body`, when the system refuses to
    /// create the thread.
    @discardableResult
    package static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, max(stackSize, Int(PTHREAD_STACK_MIN)))
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { raw in
            // The argument is optional on Linux and not on Darwin; the box is never nil.
            let argument: UnsafeMutableRawPointer? = raw
            let box = Unmanaged<Box>.fromOpaque(argument!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        if status != 0 { Unmanaged<Box>.fromOpaque(box).release() }
        return status == 0
    }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
