// bench-folder: `penumbra diff` over folders of 750x1334 snapshot PNGs, whole process.
//
// Generates N pairs (95% byte-identical, 4% changed, 0.5% new, 0.5% missing) in a temporary
// folder, runs the release `penumbra diff --jobs 2 --out …` as a child process and measures its
// wall time and peak resident memory (wait4's ru_maxrss), at 1,000 and 10,000 pairs, then runs
// ImageMagick `compare` in a shell loop over a sample of the same pairs
// (Benchmarks/peers/folder_imagemagick.sh) and extrapolates it to all pairs.
//
// Usage: swift run -c release bench-folder [--pairs 1000,10000] [--runs 5] [--peer-sample 100]
//        [--no-peer] [--keep (leave the generated folders for manual runs)]
//        [--compare PATH (another penumbra build, timed in the same runs, interleaved; repeatable)]
//        [--odiff PATH (odiff's binary: a two-core `cmp -s || odiff` loop over all pairs,
//         Benchmarks/peers/folder_odiff.sh, timed in the same runs, interleaved)]
// Targets: 1,000 pairs ≤ 3 s on 2 cores; peak memory ≤ 300 MB and flat from 1,000 to 10,000.
import BenchmarkSupport
import Foundation
import Penumbra
#if canImport(Glibc)
import Glibc
#endif

struct Settings {
    var pairCounts = [1000, 10_000]
    var runs = 5
    var peerSample = 100
    var keep = false
    var skipPeer = false
    /// Other `penumbra` builds measured in the same runs, interleaved (`--compare PATH`, repeatable).
    var others: [String] = []
    /// odiff's binary, for the `cmp -s || odiff` loop (`--odiff PATH`).
    var odiff: String?

    init(_ arguments: [String]) {
        var i = 0
        while i < arguments.count {
            let value = i + 1 < arguments.count ? arguments[i + 1] : ""
            switch arguments[i] {
            case "--pairs": pairCounts = value.split(separator: ",").compactMap { Int($0) }; i += 1
            case "--runs": runs = max(1, Int(value) ?? runs); i += 1
            case "--peer-sample": peerSample = max(1, Int(value) ?? peerSample); i += 1
            case "--keep": keep = true
            case "--no-peer": skipPeer = true
            case "--compare": others.append(value); i += 1
            case "--odiff": odiff = value; i += 1
            default: break
            }
            i += 1
        }
    }
}

typealias Measurement = Bench.ProcessRun

/// Runs `path arguments…`, output discarded, and measures wall time, CPU time and peak RSS.
func measure(_ path: String, _ arguments: [String]) -> Measurement { Bench.spawnMeasured(path, arguments) }

/// The `penumbra` release binary beside this benchmark, built when absent.
func penumbraBinary() -> String {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let binary = here.appendingPathComponent("penumbra").path
    if !FileManager.default.isExecutableFile(atPath: binary) {
        print("building penumbra (release)…")
        _ = measure("/usr/bin/env", ["swift", "build", "-c", "release", "--product", "penumbra"])
    }
    return binary
}

let peersFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("peers")

Bench.requireQuietMachine("bench-folder")
let settings = Settings(Array(CommandLine.arguments.dropFirst()))
let binary = penumbraBinary()
guard FileManager.default.isExecutableFile(atPath: binary) else {
    print("no penumbra binary at \(binary); run `swift build -c release --product penumbra` first")
    exit(2)
}
print("bench-folder: penumbra diff --jobs 2, 750x1334 PNGs, \(ProcessInfo.processInfo.activeProcessorCount) cores, \(settings.runs) runs")
var penumbraPerPair: Double = .nan
var penumbraCPUPerPair: Double = .nan
var peakByCount: [Int: Double] = [:]
var firstFixture: FolderFixture?
for count in settings.pairCounts {
    let fixture = try FolderFixture.make(pairs: count)
    if firstFixture == nil { firstFixture = fixture }
    let runs = count > 2000 ? max(1, min(3, settings.runs)) : settings.runs
    var measurements: [Measurement] = []
    var otherMeasurements: [String: [Measurement]] = [:]
    var odiffMeasurements: [Measurement] = []
    for run in 0..<runs {
        for other in [binary] + settings.others {
            let out = fixture.root.appendingPathComponent("report-\(run)")
            let m = measure(other, ["diff", fixture.reference.path, fixture.actual.path, "--out", out.path, "--jobs", "2", "--quiet"])
            if other == binary { measurements.append(m) } else { otherMeasurements[other, default: []].append(m) }
            try? FileManager.default.removeItem(at: out)
        }
        if let odiff = settings.odiff {
            let out = fixture.root.appendingPathComponent("odiff-\(run)")
            odiffMeasurements.append(measure("/bin/sh", [peersFolder.appendingPathComponent("folder_odiff.sh").path,
                                                         fixture.reference.path, fixture.actual.path, out.path, odiff]))
            try? FileManager.default.removeItem(at: out)
        }
    }
    if !odiffMeasurements.isEmpty {
        let ours = Bench.median(measurements.map(\.seconds)), theirs = Bench.median(odiffMeasurements.map(\.seconds))
        let oursCPU = Bench.median(measurements.map(\.cpuSeconds)), theirsCPU = Bench.median(odiffMeasurements.map(\.cpuSeconds))
        print(String(format: "  cmp -s || odiff loop, 2 jobs: median %.2f s wall, CPU %.2f s (runs: %@); penumbra / loop = %.2fx wall, %.2fx CPU (target ≤ 0.5x)",
                     theirs, theirsCPU, odiffMeasurements.map { String(format: "%.2f", $0.seconds) }.joined(separator: " "),
                     ours / theirs, oursCPU / theirsCPU))
    }
    for (other, ms) in otherMeasurements.sorted(by: { $0.key < $1.key }) {
        let ours = Bench.median(measurements.map(\.seconds)), theirs = Bench.median(ms.map(\.seconds))
        print(String(format: "  %@: median %.2f s wall, CPU %.2f s; this build / that = %.2fx wall, %.2fx CPU (runs: %@)",
                     other, theirs, Bench.median(ms.map(\.cpuSeconds)), ours / theirs,
                     Bench.median(measurements.map(\.cpuSeconds)) / Bench.median(ms.map(\.cpuSeconds)),
                     ms.map { String(format: "%.2f", $0.seconds) }.joined(separator: " ")))
    }
    let seconds = Bench.median(measurements.map(\.seconds)), peak = Bench.median(measurements.map(\.peakMiB))
    let cpu = Bench.median(measurements.map(\.cpuSeconds))
    peakByCount[count] = peak
    if penumbraPerPair.isNaN { penumbraPerPair = seconds / Double(count); penumbraCPUPerPair = cpu / Double(count) }
    print(String(format: "penumbra diff   %6d pairs: median %.2f s wall (%.2f ms/pair), CPU %.2f s, peak RSS median %.0f MB, exit %d (runs: %@)",
                 count, seconds, seconds * 1000 / Double(count), cpu, peak, measurements[0].status,
                 measurements.map { String(format: "%.2f", $0.seconds) }.joined(separator: " ")))
    if settings.keep { print("kept fixture: \(fixture.root.path)") } else if fixture !== firstFixture { fixture.remove() }
}
if let small = settings.pairCounts.first, let large = settings.pairCounts.last, small != large,
   let a = peakByCount[small], let b = peakByCount[large] {
    print(String(format: "memory growth %d → %d pairs: %.0f MB → %.0f MB (×%.2f)", small, large, a, b, b / a))
}

// Peer: ImageMagick compare in a shell loop, on a sample of the first fixture's pairs.
if let fixture = firstFixture, !settings.skipPeer {
    let script = peersFolder.appendingPathComponent("folder_imagemagick.sh").path
    var peerTimes: [Double] = [], peerCPU: [Double] = []
    for _ in 0..<min(3, settings.runs) {
        let m = measure("/bin/sh", [script, fixture.reference.path, fixture.actual.path,
                                    fixture.root.appendingPathComponent("im-out").path, String(settings.peerSample)])
        peerTimes.append(m.seconds)
        peerCPU.append(m.cpuSeconds)
    }
    let sampled = min(settings.peerSample, fixture.pairCount)
    let perPair = Bench.median(peerTimes) / Double(sampled)
    print(String(format: "imagemagick compare loop: %d sampled pairs median %.2f s (%.1f ms/pair) → extrapolated %.1f s for %d pairs",
                 sampled, Bench.median(peerTimes), perPair * 1000, perPair * Double(fixture.pairCount), fixture.pairCount))
    let cpuPerPair = Bench.median(peerCPU) / Double(sampled)
    print(String(format: "imagemagick CPU: %.1f ms/pair; penumbra CPU: %.2f ms/pair", cpuPerPair * 1000, penumbraCPUPerPair * 1000))
    print(String(format: "ratio imagemagick / penumbra: wall per pair %.1fx (penumbra on 2 jobs, the loop on 1), CPU per pair %.1fx",
                 perPair / penumbraPerPair, cpuPerPair / penumbraCPUPerPair))
    if !settings.keep { fixture.remove() }
}
