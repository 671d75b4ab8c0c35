// bench-diff: the diff engine's speed against ImageMagick and Pillow, in one run.
//
// `swift build -c release --product penumbra && swift run -c release bench-diff`
// Needs python3 with Pillow (it draws the two screens) and ImageMagick's `compare`.
// `--odiff PATH` (odiff's binary) adds compare against odiff, whole process, interleaved;
// `--odiff-only` runs only that.
// Prints medians (ms), megapixels per second, peak RSS and the ratios the targets name.
import BenchmarkSupport
import Foundation
import PenumbraCore
import PenumbraDiff
import PenumbraPNG

Bench.requireQuietMachine("bench-diff")

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let peers = packageRoot.appendingPathComponent("Benchmarks/peers")
let work = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-bench-diff")
let screenA = work.appendingPathComponent("screen_a.png").path
let screenB = work.appendingPathComponent("screen_b.png").path

/// Runs a process to completion; returns its exit status.
@discardableResult
func run(_ tool: String, _ arguments: [String], quiet: Bool = true) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    if quiet {
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
    }
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
}


/// Median wall time and mean CPU time (user + system), in ms, of `tool arguments` by hyperfine
/// (no shell, 3 warm-ups, 15 runs: Foundation's `Process` costs ~30 ms per launch, too much
/// to time a 100 ms command with), and its peak RSS (MiB) from one run under /usr/bin/time.
/// CPU time is the steadier figure on a shared machine.
func measureProcess(_ tool: String, _ arguments: [String]) -> (ms: Double, cpuMs: Double, rssMiB: Double) {
    let json = work.appendingPathComponent("hyperfine.json").path
    let command = ([tool] + arguments).joined(separator: " ")
    run("/usr/bin/env", ["hyperfine", "-N", "-i", "-w", "3", "-r", "15", "--export-json", json, command])
    var ms = Double.nan, cpuMs = Double.nan
    if let data = FileManager.default.contents(atPath: json),
       let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
       let result = (object["results"] as? [[String: Any]])?.first {
        ms = ((result["median"] as? Double) ?? .nan) * 1000
        cpuMs = (((result["user"] as? Double) ?? .nan) + ((result["system"] as? Double) ?? .nan)) * 1000
    }
    return (ms, cpuMs, Bench.peakMiB(tool, arguments))
}

/// Median time (ms) of `body` over `runs` calls after one warm-up.
func measure(runs: Int = 15, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var times: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return Bench.median(times)
}

/// Median CPU time (ms) of the calling thread for `body` over `runs` calls after one warm-up:
/// steadier than wall time when other work shares the machine.
func measureCPU(runs: Int = 15, _ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
    }
    try body()
    var times: [Double] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        times.append(now() - start)
    }
    return Bench.median(times)
}

func fmt(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }

try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
guard run("/usr/bin/env", ["python3", peers.appendingPathComponent("diff_make_screens.py").path, work.path]) == 0 else {
    print("could not draw the screens (python3 with Pillow is needed)")
    exit(1)
}

// MARK: against odiff, whole process, interleaved
// odiff's modes: `-t 0` counts every differing pixel (exact); `--aa` is YIQ 0.1 with
// pixelmatch's anti-aliasing detection, as `--mode yiq`. Rounds alternate the commands, so load
// changes reach every command alike.
func compareAgainstOdiff(_ odiff: String) {
    let penumbra = packageRoot.appendingPathComponent(".build/release/penumbra").path
    let diffOut = work.appendingPathComponent("diff-penumbra.png").path, odiffOut = work.appendingPathComponent("diff-odiff.png").path
    let pairs: [(name: String, penumbra: [String], odiff: [String])] = [
        ("exact", ["compare", screenA, screenB], ["-t", "0", screenA, screenB]),
        ("yiq 0.1 + AA", ["compare", screenA, screenB, "--mode", "yiq"], ["--aa", screenA, screenB]),
        ("yiq + diff image", ["compare", screenA, screenB, "--mode", "yiq", "--diff", diffOut], ["--aa", screenA, screenB, odiffOut]),
        ("yiq, whole images", ["compare", screenA, screenB, "--mode", "yiq", "--no-low-memory"], ["--aa", screenA, screenB]),
    ]
    let rounds = 30
    var ours = [[Bench.ProcessRun]](repeating: [], count: pairs.count), theirs = ours
    var ourPeaks = [[Double]](repeating: [], count: pairs.count), theirPeaks = ourPeaks
    for round in 0..<(rounds + 3) {
        for (k, pair) in pairs.enumerated() {
            let a = Bench.spawnMeasured(penumbra, pair.penumbra), b = Bench.spawnMeasured(odiff, pair.odiff)
            if round >= 3 { ours[k].append(a); theirs[k].append(b) }  // 3 warm-up rounds
            if round % 6 == 0 {  // peak memory in runs of their own, under /usr/bin/time
                ourPeaks[k].append(Bench.peakMiB(penumbra, pair.penumbra))
                theirPeaks[k].append(Bench.peakMiB(odiff, pair.odiff))
            }
        }
    }
    print("\nagainst odiff (\(odiff)), whole process, \(rounds) interleaved rounds, medians; \(Bench.loadLine):")
    print("case                 penumbra wall / CPU / peak      odiff wall / CPU / peak        ratio wall  CPU    peak")
    for (k, pair) in pairs.enumerated() {
        let p = ours[k], o = theirs[k]
        let pw = Bench.median(p.map(\.seconds)) * 1000, pc = Bench.median(p.map(\.cpuSeconds)) * 1000, pm = Bench.median(ourPeaks[k])
        let ow = Bench.median(o.map(\.seconds)) * 1000, oc = Bench.median(o.map(\.cpuSeconds)) * 1000, om = Bench.median(theirPeaks[k])
        print(pair.name.padding(toLength: 21, withPad: " ", startingAt: 0)
              + "\(fmt(pw, 1)) ms / \(fmt(pc, 1)) ms / \(fmt(pm, 1)) MiB".padding(toLength: 32, withPad: " ", startingAt: 0)
              + "\(fmt(ow, 1)) ms / \(fmt(oc, 1)) ms / \(fmt(om, 1)) MiB".padding(toLength: 31, withPad: " ", startingAt: 0)
              + "\(fmt(pw / ow))x      \(fmt(pc / oc))x  \(fmt(pm / om))x")
    }
    print("targets: exact and yiq ≤ 0.8x wall and CPU, peak ≤ 1.0x; with the diff image ≤ 1.0x "
          + "(compare reads both files a band of rows at a time; --no-low-memory decodes them whole, as --diff does)")
    print("statuses: penumbra \(ours.map { $0.first?.status ?? -1 }), odiff \(theirs.map { $0.first?.status ?? -1 }) "
          + "(penumbra exits 1 and odiff 22 when the images differ)")
}

let odiffPath: String? = {
    let arguments = CommandLine.arguments
    guard let flag = arguments.firstIndex(of: "--odiff"), flag + 1 < arguments.count else { return nil }
    return arguments[flag + 1]
}()
if let odiff = odiffPath, CommandLine.arguments.contains("--odiff-only") {
    compareAgainstOdiff(odiff)
    exit(0)
}

// MARK: in memory
let a = try PairComparison.loadPNG(URL(fileURLWithPath: screenA))
let b = try PairComparison.loadPNG(URL(fileURLWithPath: screenB))
// A separate copy of A, so that identical comparisons really read two buffers.
let aCopy = RGBAImage(size: a.size, bytes: a.bytes.map { $0 })!
let megapixels = Double(a.size.pixelCount) / 1e6
print("screens: \(a.size) (\(fmt(megapixels)) Mpx), differing in one label")
let decodeMs = try measure(runs: 7) { _ = try PairComparison.loadPNG(URL(fileURLWithPath: screenA)) }
print("PenumbraPNG decode of one screen: \(fmt(decodeMs, 1)) ms (a whole-process compare decodes two)")
// Where one decode's CPU time goes: reading the file, the Swift chunk pre-pass (bounds, CRC-32
// of every chunk, IHDR, metadata), and the whole decode (pre-pass + inflate and unfilter).
let fileData = try Data(contentsOf: URL(fileURLWithPath: screenA))
let readCPU = measureCPU { _ = try? Data(contentsOf: URL(fileURLWithPath: screenA)) }
let scanCPU = try measureCPU { _ = try PNGDecoder.readInfo(fileData) }
let decodeCPU = try measureCPU { _ = try PNGDecoder.decode(fileData) }
print("  CPU medians: read file \(fmt(readCPU, 2)) ms, chunk pre-pass \(fmt(scanCPU, 2)) ms, "
      + "whole decode from memory \(fmt(decodeCPU, 2)) ms (\(fmt(megapixels / decodeCPU * 1000, 0)) Mpx/s)")

let modes: [(String, ComparisonMode)] = [
    ("exact", .exact),
    ("channel 10", .channel(try ChannelTolerance(10))),
    ("yiq + AA", .yiq(.default)),
    ("de2000", .deltaE2000(.default)),
]
var identicalMs: [String: Double] = [:]
var labelMs: [String: Double] = [:]
print("\nin memory, one core (median of 15):")
print("mode          identical ms   Mpx/s    label-diff ms   Mpx/s   different")
for (name, mode) in modes {
    let comparator = ImageComparator(mode: mode)
    var count = 0
    let same = try measure { _ = try comparator.compare(reference: a, actual: aCopy) }
    let differ = try measure { count = try comparator.compare(reference: a, actual: b).differentPixels }
    identicalMs[name] = same
    labelMs[name] = differ
    print("\(name.padding(toLength: 14, withPad: " ", startingAt: 0))\(fmt(same, 3).padding(toLength: 15, withPad: " ", startingAt: 0))"
          + "\(fmt(megapixels / same * 1000, 0).padding(toLength: 9, withPad: " ", startingAt: 0))"
          + "\(fmt(differ, 3).padding(toLength: 16, withPad: " ", startingAt: 0))\(fmt(megapixels / differ * 1000, 0).padding(toLength: 8, withPad: " ", startingAt: 0))\(count)")
}
// Worst case for the colour maths: every pixel of A brightened by 1-3 levels (white stays white),
// so no row can be skipped and most pixels reach the mode's rule.
var shiftedBytes = a.bytes
for i in stride(from: 0, to: shiftedBytes.count, by: 4) {
    shiftedBytes[i] = UInt8(min(255, Int(shiftedBytes[i]) + 3))
    shiftedBytes[i + 1] = UInt8(min(255, Int(shiftedBytes[i + 1]) + 2))
    shiftedBytes[i + 2] = UInt8(min(255, Int(shiftedBytes[i + 2]) + 1))
}
let shifted = RGBAImage(size: a.size, bytes: shiftedBytes)!
print("every pixel changed (no skipping):")
for (name, mode) in modes {
    let comparator = ImageComparator(mode: mode)
    var count = 0
    let t = try measure(runs: 5) { count = try comparator.compare(reference: a, actual: shifted).differentPixels }
    print("  \(name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(fmt(t, 1)) ms  \(fmt(megapixels / t * 1000, 0)) Mpx/s  (\(count) differ)")
}
var invertedBytes = a.bytes
for i in stride(from: 0, to: invertedBytes.count, by: 4) {
    invertedBytes[i] = 255 - invertedBytes[i]; invertedBytes[i + 1] = 255 - invertedBytes[i + 1]; invertedBytes[i + 2] = 255 - invertedBytes[i + 2]
}
let inverted = RGBAImage(size: a.size, bytes: invertedBytes)!
print("A against its colour inverse (a light/dark pair: every pixel far off):")
for (name, mode) in modes {
    let comparator = ImageComparator(mode: mode)
    var count = 0
    let t = try measure(runs: 5) { count = try comparator.compare(reference: a, actual: inverted).differentPixels }
    print("  \(name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(fmt(t, 1)) ms  \(fmt(megapixels / t * 1000, 0)) Mpx/s  (\(count) differ)")
}
let withImage = try measure { _ = try ImageComparator(mode: .yiq(.default)).compare(reference: a, actual: b, makeDiffImage: true) }
print("yiq + AA with diff image: \(fmt(withImage, 3)) ms (\(fmt(megapixels / withImage * 1000, 0)) Mpx/s)")
if let exact = identicalMs["exact"] {
    for name in ["channel 10", "yiq + AA", "de2000"] {
        if let t = identicalMs[name] { print("tolerant/exact on identical images, \(name): \(fmt(t / exact))x (target ≤ 2x)") }
    }
}

// MARK: whole process
let penumbra = packageRoot.appendingPathComponent(".build/release/penumbra").path
guard FileManager.default.isExecutableFile(atPath: penumbra) else {
    print("\n\(penumbra) is missing: run `swift build -c release --product penumbra` first")
    exit(1)
}
print("\nwhole process (hyperfine, 15 runs: median wall time, mean CPU time user+sys; peak RSS):")
let baseline = measureProcess(penumbra, ["--version"])
let exactRun = measureProcess(penumbra, ["compare", screenA, screenB])
let yiqRun = measureProcess(penumbra, ["compare", screenA, screenB, "--mode", "yiq"])
let yiqDiffRun = measureProcess(penumbra, ["compare", screenA, screenB, "--mode", "yiq", "--diff", work.appendingPathComponent("diff.png").path])
let yiqStripRun = measureProcess(penumbra, ["compare", screenA, screenB, "--mode", "yiq", "--strip", work.appendingPathComponent("strip.png").path])
let magick = measureProcess("/usr/bin/env", ["compare", "-metric", "AE", "-fuzz", "10%", screenA, screenB, "null:"])
let pillow = measureProcess("/usr/bin/env", ["python3", peers.appendingPathComponent("diff_pillow.py").path, screenA, screenB])
let rows: [(String, (ms: Double, cpuMs: Double, rssMiB: Double))] = [
    ("penumbra --version", baseline), ("penumbra compare (exact)", exactRun), ("penumbra compare --mode yiq", yiqRun),
    ("penumbra compare --mode yiq --diff", yiqDiffRun), ("penumbra compare --mode yiq --strip", yiqStripRun), ("ImageMagick compare -metric AE -fuzz 10%", magick),
    ("Pillow ImageChops.difference + getbbox", pillow),
]
for (name, m) in rows {
    print("\(name.padding(toLength: 42, withPad: " ", startingAt: 0))\(fmt(m.ms, 1).padding(toLength: 8, withPad: " ", startingAt: 0)) ms wall  "
          + "\(fmt(m.cpuMs, 1).padding(toLength: 8, withPad: " ", startingAt: 0)) ms CPU  \(fmt(m.rssMiB, 1)) MiB")
}
print("\nyiq process / ImageMagick: wall \(fmt(yiqRun.ms / magick.ms, 3))x, CPU \(fmt(yiqRun.cpuMs / magick.cpuMs, 3))x (target ≤ 0.25x)")
print("exact process / ImageMagick: \(fmt(exactRun.ms / magick.ms, 3))x; / Pillow: \(fmt(exactRun.ms / pillow.ms, 3))x")
print("yiq process / Pillow: \(fmt(yiqRun.ms / pillow.ms, 3))x")
let bitmapMiB = Double(a.size.pixelCount * 4) / 1_048_576
print("peak RSS above `--version` (target ≤ 3 bitmaps = \(fmt(3 * bitmapMiB, 1)) MiB; one bitmap is \(fmt(bitmapMiB, 1)) MiB):")
for (name, m) in [("exact", exactRun), ("yiq", yiqRun), ("yiq --diff", yiqDiffRun), ("yiq --strip (the strip alone is 3 panels)", yiqStripRun)] {
    let above = m.rssMiB - baseline.rssMiB
    print("  \(name): \(fmt(above, 1)) MiB = \(fmt(above / bitmapMiB, 2)) bitmaps")
}

if let odiff = odiffPath { compareAgainstOdiff(odiff) }
