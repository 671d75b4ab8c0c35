// What every benchmark shares: one median, the load average, and the refusal to report timings
// from a busy machine (a figure that does not reproduce on a quiet machine is a defect).
import Foundation
#if canImport(Glibc)
import Glibc
#endif

public enum Bench {
    /// The median: the middle value, or the mean of the two middle values of an even count;
    /// NaN for none.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The spread of `values` as `min–max`, formatted with `digits` decimals.
    public static func spread(_ values: [Double], digits: Int = 2) -> String {
        guard let lo = values.min(), let hi = values.max() else { return "–" }
        return String(format: "%.\(digits)f–%.\(digits)f", lo, hi)
    }

    /// Milliseconds `body` takes on the monotonic clock.
    public static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// The 1-, 5- and 15-minute load averages from `/proc/loadavg` (or `getloadavg`), `nil`
    /// where neither exists.
    public static func loadAverages() -> [Double]? {
        var values = [Double](repeating: 0, count: 3)
        let n = values.withUnsafeMutableBufferPointer { getloadavg($0.baseAddress!, 3) }
        return n == 3 ? values : nil
    }

    /// `load average 0.12 0.30 0.41`, for every report's header.
    public static var loadLine: String {
        guard let l = loadAverages() else { return "load average unknown" }
        return "load average " + l.map { String(format: "%.2f", $0) }.joined(separator: " ")
    }

    /// The 1-minute load above which timings are refused: half the cores (1.0 on two). The
    /// 1-minute figure decays slowly, so a benchmark run just before leaves up to about one.
    public static var busyThreshold: Double { Double(ProcessInfo.processInfo.activeProcessorCount) / 2 }

    /// Prints `loadLine` and, when the machine is busy, either exits 3 saying so or, with
    /// `--busy-ok` among the arguments, warns that the figures carry the load and goes on.
    public static func requireQuietMachine(_ name: String, arguments: [String] = CommandLine.arguments) {
        print("\(name): \(loadLine)")
        guard let one = loadAverages()?.first, one > busyThreshold else { return }
        if arguments.contains("--busy-ok") {
            print("\(name): warning: the machine is busy (1-minute load \(String(format: "%.2f", one)) > \(busyThreshold)); "
                  + "these figures include that load and will not reproduce on a quiet machine")
            return
        }
        FileHandle.standardError.write(Data(("\(name): the machine is busy (1-minute load \(String(format: "%.2f", one)) > \(busyThreshold)): "
            + "timings would not reproduce; wait for a quiet machine, or pass --busy-ok to report them anyway\n").utf8))
        exit(3)
    }

    /// One child process, measured: wall time from `posix_spawn` to `wait4`, its CPU time (user +
    /// system), its `ru_maxrss` (which includes the parent's high-water mark: see ``peakMiB(_:_:)``)
    /// and its exit status.
    public struct ProcessRun: Sendable {
        public var seconds: Double
        public var cpuSeconds: Double
        public var peakMiB: Double
        public var status: Int32
    }

    /// Runs `path arguments…` (an absolute path) with its output discarded and measures it;
    /// NaN figures and status -1 when it cannot start.
    public static func spawnMeasured(_ path: String, _ arguments: [String]) -> ProcessRun {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        posix_spawn_file_actions_destroy(&actions)
        guard spawned == 0 else { return ProcessRun(seconds: .nan, cpuSeconds: .nan, peakMiB: .nan, status: -1) }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return ProcessRun(seconds: seconds, cpuSeconds: cpu, peakMiB: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF)
    }

    /// Peak resident memory (MiB) of one run of `path arguments…`, as `/usr/bin/time -f %M`
    /// reports it; NaN when that fails. `wait4`'s `ru_maxrss` of a child started by
    /// `posix_spawn` cannot be used for this: the child shares the parent's memory until it
    /// execs, and Linux carries the parent's high-water mark into the child's.
    public static func peakMiB(_ path: String, _ arguments: [String]) -> Double {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-bench-peak-\(getpid()).txt").path
        defer { unlink(report) }
        _ = spawnMeasured("/usr/bin/time", ["-f", "%M", "-o", report, path] + arguments)
        guard let text = try? String(contentsOfFile: report, encoding: .utf8),
              let kib = Double(text.split(separator: "\n").last.map(String.init) ?? "") else { return .nan }
        return kib / 1024
    }

    /// Milliseconds from `posix_spawn` to `wait4` of `arguments[0]` (an absolute path) with its
    /// output discarded, or `nil` when it cannot start or exits non-zero. (Foundation's `Process`
    /// waits in a run loop on Linux, which adds tens of milliseconds.)
    public static func spawnMilliseconds(_ arguments: [String]) -> Double? {
        guard let path = arguments.first else { return nil }
        let run = spawnMeasured(path, Array(arguments.dropFirst()))
        return run.status == 0 ? run.seconds * 1000 : nil
    }
}
