#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// CPU time, for the bounds tests put on work over hostile input: a busy machine delays work but
/// does not add to the CPU time it takes, so a CPU-time bound holds under any load where a
/// wall-clock bound fails (speed itself is measured in `Benchmarks/`, not in tests).
public enum CPUTime {
    /// A child process that ran to its end: how it ended and the CPU time it used.
    public struct ChildRun: Sendable, CustomStringConvertible {
        /// The exit status, or `nil` when a signal ended the process.
        public let status: Int32?
        /// The signal that ended the process, or `nil` when it exited.
        public let signal: Int32?
        /// Seconds of CPU the process used in user mode, all its threads together.
        public let userSeconds: Double
        /// Seconds of CPU the kernel used on the process's behalf, all its threads together.
        public let systemSeconds: Double

        /// User and system CPU seconds together.
        public var cpuSeconds: Double { userSeconds + systemSeconds }

        /// "exit 1, 0.42 s CPU" or "signal 11, 0.42 s CPU".
        public var description: String {
            let end = status.map { "exit \($0)" } ?? "signal \(signal ?? 0)"
            return "\(end), \((cpuSeconds * 100).rounded() / 100) s CPU"
        }
    }

    /// Why a child process could not be run.
    public struct SpawnError: Error, CustomStringConvertible {
        /// The executable's path.
        public let path: String
        /// What failed and the system's reason.
        public let reason: String

        /// "cannot run <path>: <reason>".
        public var description: String { "cannot run \(path): \(reason)" }
    }

    /// Seconds of CPU (user and system) the calling thread has used so far.
    public static func currentThread() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `body` and returns its result with the CPU seconds the calling thread spent in it
    /// (work `body` hands to other threads is not counted: for single-threaded work only).
    public static func onCurrentThread<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, seconds: Double) {
        let start = currentThread()
        let result = try body()
        return (result, currentThread() - start)
    }

    /// Runs `executable` with `arguments` as a child process with standard input, output and
    /// error on `/dev/null`, waits for it, and returns how it ended with the CPU time of that one
    /// process (from `wait4`, so concurrent tests and their children are not counted).
    public static func run(_ executable: URL, _ arguments: [String]) throws(SpawnError) -> ChildRun {
        let path = executable.path
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw SpawnError(path: path, reason: String(cString: strerror(spawned))) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw SpawnError(path: path, reason: "wait4: \(String(cString: strerror(errno)))") }
        }
        let seconds = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        // The wait status: low 7 bits 0 for an exit (code in bits 8-15), else the signal.
        let signalled = status & 0x7F
        return ChildRun(status: signalled == 0 ? (status >> 8) & 0xFF : nil, signal: signalled == 0 ? nil : signalled,
                        userSeconds: seconds(usage.ru_utime), systemSeconds: seconds(usage.ru_stime))
    }
}
