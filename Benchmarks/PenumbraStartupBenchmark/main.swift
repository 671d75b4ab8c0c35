// bench-startup: the fixed cost of a `penumbra` process. `penumbra --version` (start-up alone)
// and `penumbra render` of an empty 1x1 fixture (start-up, the default fonts, one tiny PNG), each
// spawned with posix_spawn and timed to waitpid, interleaved with `/bin/true` (the cost of any
// process, subtracted for the net figure). Targets: --version ≤ 3 ms, empty render ≤ 5 ms.
//
//     swift build -c release --product penumbra && swift run -c release bench-startup [RUNS] [--binary PATH]...
//
// With `--binary PATH` (repeatable) the given builds are measured side by side, e.g. one linked
// with `--static-swift-stdlib`; the default is `.build/release/penumbra`.
import BenchmarkSupport
import Foundation

Bench.requireQuietMachine("bench-startup")
let arguments = Array(CommandLine.arguments.dropFirst())
let runs = arguments.first.flatMap { Int($0) }.map { max(5, $0) } ?? 60
var binaries: [String] = []
for (i, a) in arguments.enumerated() where a == "--binary" && i + 1 < arguments.count { binaries.append(arguments[i + 1]) }
if binaries.isEmpty {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    binaries = [root.appendingPathComponent(".build/release/penumbra").path]
}
for binary in binaries where !FileManager.default.isExecutableFile(atPath: binary) {
    print("bench-startup: no executable at \(binary); run `swift build -c release --product penumbra` first")
    exit(2)
}
let dir = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-startup-\(getpid())")
try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: dir) }
let fixture = dir.appendingPathComponent("empty.json")
try Data(#"{"name": "empty", "size": {"width": 1, "height": 1}, "variants": ["light"], "root": {"type": "spacer"}}"#.utf8).write(to: fixture)

var floor: [Double] = []
var version: [String: [Double]] = [:], render: [String: [Double]] = [:]
for run in 0..<(runs + 3) {
    let t = Bench.spawnMilliseconds(["/bin/true"])
    for binary in binaries {
        let v = Bench.spawnMilliseconds([binary, "--version"])
        let r = Bench.spawnMilliseconds([binary, "render", fixture.path, "--out", dir.appendingPathComponent("out").path])
        guard run >= 3 else { continue }  // warm-up rounds
        if let v { version[binary, default: []].append(v) }
        if let r { render[binary, default: []].append(r) }
    }
    if run >= 3, let t { floor.append(t) }
}
let base = Bench.median(floor)
print(String(format: "bench-startup: median of %d interleaved runs; /bin/true %.2f ms (the cost of any process, subtracted below)", runs, base))
for binary in binaries {
    let v = Bench.median(version[binary] ?? []), r = Bench.median(render[binary] ?? [])
    print(String(format: "%@\n  --version       %.2f ms (net %.2f ms; target ≤ 3 ms)   spread %@\n  render (empty)  %.2f ms (net %.2f ms; target ≤ 5 ms)   spread %@",
                 binary, v, v - base, Bench.spread(version[binary] ?? []), r, r - base, Bench.spread(render[binary] ?? [])))
}
