// bench-png: PNG decode and encode of a 1170x2532 app-like screen, against Pillow and optipng
// measured in the same run (Benchmarks/peers/png_peers.py).
//
//   swift run -c release bench-png            medians, sizes and ratios
//   swift run -c release bench-png --sweep    also every filter/level/strategy combination
//   swift run -c release bench-png --corpus [FOLDER] [--rounds N] [--max-pixels N]
//                                             size and speed against optipng -o2 on real snapshots
//                                             (CorpusTable.swift)
import BenchmarkSupport
import Foundation
import PenumbraCore
import PenumbraPNG

Bench.requireQuietMachine("bench-png")
let arguments = CommandLine.arguments.dropFirst()
let sweep = arguments.contains("--sweep")
let rounds = 7, runsPerRound = 3

/// Wall and CPU samples by measurement name.
struct Samples {
    private var wall: [String: [Double]] = [:], cpu: [String: [Double]] = [:]

    mutating func add(_ name: String, _ values: (wall: [Double], cpu: [Double])) {
        wall[name, default: []] += values.wall
        cpu[name, default: []] += values.cpu
    }

    func median(_ name: String) -> (wall: Double, cpu: Double) {
        (medianOf(wall[name] ?? [0]), medianOf(cpu[name] ?? [0]))
    }

    /// The CPU median of each round (`perRound` samples each), in order.
    func roundMedians(_ name: String, perRound: Int) -> [Double] {
        let values = cpu[name] ?? []
        return stride(from: 0, to: values.count, by: perRound).map { medianOf(Array(values[$0..<min(values.count, $0 + perRound)])) }
    }
}

/// Runs Benchmarks/peers/png_peers.py on `file` and returns its JSON object.
func runPeers(file: URL, runs: Int, optipng: Bool) throws -> [String: Any] {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("peers/png_peers.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, file.path, String(runs)]
    if !optipng {
        process.environment = ProcessInfo.processInfo.environment.merging(["PNG_PEERS_SKIP_OPTIPNG": "1"]) { $1 }
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let object = try JSONSerialization.jsonObject(with: output) as? [String: Any] else {
        print("peers: png_peers.py failed (exit \(process.terminationStatus)); is Pillow installed?")
        exit(1)
    }
    return object
}

/// The shared median (BenchmarkSupport).
func medianOf(_ values: [Double]) -> Double { Bench.median(values) }

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Process CPU seconds: steadier than wall time when other jobs share the machine.
func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Median wall seconds of `runs` calls.
func time(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    medianOf(try timeSamples(runs: runs, body).wall)
}

/// Wall and CPU seconds of each of `runs` calls.
func timeSamples(runs: Int, _ body: () throws -> Void) rethrows -> (wall: [Double], cpu: [Double]) {
    let clock = ContinuousClock()
    var wall: [Double] = [], cpu: [Double] = []
    for _ in 0..<runs {
        let start = clock.now, startCPU = cpuSeconds()
        try body()
        cpu.append(cpuSeconds() - startCPU)
        wall.append(seconds(clock.now - start))
    }
    return (wall, cpu)
}

func ms(_ s: Double) -> String { String(format: "%.2f ms", s * 1000) }

/// `--files A.png B.png ...`: sizes of each file re-encoded with candidate options (for tuning).
func compareFiles(_ paths: [String]) throws {
    let candidates: [(String, PNGEncodingOptions?)] = [
        ("none/7", PNGEncodingOptions(filter: .none, compressionLevel: 7)),
        ("adaptive/7", PNGEncodingOptions(filter: .adaptive, compressionLevel: 7)),
        ("none/8", PNGEncodingOptions(filter: .none, compressionLevel: 8)),
        ("none/9", PNGEncodingOptions(filter: .none, compressionLevel: 9)),
        ("adaptive/6", PNGEncodingOptions(filter: .adaptive, compressionLevel: 6)),
        ("run50/8", PNGEncodingOptions(filter: .runAware(runPercent: 50), compressionLevel: 8)),
        ("run70/8", PNGEncodingOptions(filter: .runAware(runPercent: 70), compressionLevel: 8)),
        ("run85/8", PNGEncodingOptions(filter: .runAware(runPercent: 85), compressionLevel: 8)),
        ("run70/7", PNGEncodingOptions(filter: .runAware(runPercent: 70), compressionLevel: 7)),
        ("rgb-only/7", PNGEncodingOptions(colorReduction: .none)),
        ("default", .default),
    ]
    for path in paths {
        let image = try PNGDecoder.decodeImage(contentsOf: URL(fileURLWithPath: path))
        var line = "\((path as NSString).lastPathComponent) \(image.size):"
        for (name, options) in candidates {
            guard let options else { continue }
            var size = 0
            var data = Data()
            let t = try time(runs: 1) { data = try PNGEncoder.encode(image, options: options); size = data.count }
            if ProcessInfo.processInfo.environment["BENCH_PNG_KEEP"] != nil {
                let safe = name.replacingOccurrences(of: "/", with: "-")
                try data.write(to: URL(fileURLWithPath: "/tmp/penumbra-bench-png/\((path as NSString).lastPathComponent).\(safe).png"))
            }
            line += " \(name)=\(size)(\(Int(t * 1000))ms)"
        }
        print(line)
    }
}

if arguments.contains("--corpus") {
    do { try CorpusTable.run(Array(arguments)) } catch { print("bench-png failed: \(error)"); exit(1) }
    exit(0)
}

if let index = arguments.firstIndex(of: "--files") {
    do { try compareFiles(Array(arguments[(index + 1)...])) } catch { print("bench-png failed: \(error)"); exit(1) }
    exit(0)
}

/// The load average (1, 5 and 15 minutes).
func loadAverage() -> String { Bench.loadLine.replacingOccurrences(of: "load average ", with: "") }

do {
    let loadBefore = loadAverage()
    let screen = try AppScreen().image
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-bench-png")
    let file = folder.appendingPathComponent("app-screen.png")
    try PNGEncoder.write(screen, to: file)
    let encoded = try PNGEncoder.encode(screen)
    print("image: \(screen.size) app-like screen, written to \(file.path)")

    if sweep {
        print("\nsweep (median of 5 encodes): filter, level, strategy -> size, time")
        for filter in [PNGEncodingOptions.Filter.none, .up, .paeth, .adaptive, .runAware(runPercent: 50), .runAware(runPercent: 70), .runAware(runPercent: 85)] {
            for level in [4, 5, 6, 7, 8, 9] {
                for strategy in [PNGEncodingOptions.Strategy.default, .filtered] {
                    guard let options = PNGEncodingOptions(filter: filter, compressionLevel: level, strategy: strategy) else { continue }
                    var size = 0
                    let t = try time(runs: 5) { size = try PNGEncoder.encode(screen, options: options).count }
                    print("  \(filter) \(level) \(strategy) -> \(size) bytes, \(ms(t))")
                }
            }
        }
    }

    // Rounds alternate Penumbra and Pillow so that load from other jobs on a shared machine
    // falls on both alike; medians are over every sample of every round.
    let bitmap = screen.premultiplied()
    var samples = Samples()
    var peers: [String: Any] = [:]
    for round in 0..<rounds {
        samples.add("encode", try timeSamples(runs: runsPerRound) { _ = try PNGEncoder.encode(screen) })
        samples.add("encodeBitmap", try timeSamples(runs: runsPerRound) { _ = try PNGEncoder.encode(bitmap) })
        samples.add("decode", try timeSamples(runs: runsPerRound) { _ = try PNGDecoder.decode(encoded) })
        let result = try runPeers(file: file, runs: runsPerRound, optipng: round == 0)
        if round == 0 { peers = result }
        for name in ["decode", "encode"] {
            guard let wall = result["pillow_\(name)_samples_s"] as? [Double],
                  let cpu = result["pillow_\(name)_cpu_samples_s"] as? [Double] else {
                print("peers: png_peers.py gave no samples; is Pillow installed?")
                exit(1)
            }
            samples.add("pillow-" + name, (wall, cpu))
        }
    }
    let n = rounds * runsPerRound
    let (decode, encode, encodeBitmap) = (samples.median("decode"), samples.median("encode"), samples.median("encodeBitmap"))
    let (pillowDecode, pillowEncode) = (samples.median("pillow-decode"), samples.median("pillow-encode"))
    print("\nPenumbra (median of \(n) in \(rounds) rounds; wall / CPU; encode on up to \(min(8, ProcessInfo.processInfo.activeProcessorCount)) threads):")
    print("  decode            \(ms(decode.wall)) / \(ms(decode.cpu))")
    print("  encode RGBAImage  \(ms(encode.wall)) / \(ms(encode.cpu))")
    print("  encode Bitmap     \(ms(encodeBitmap.wall)) / \(ms(encodeBitmap.cpu))")
    print("  size              \(encoded.count) bytes")
    let pillowSize = peers["pillow_size"] as? Int ?? 0
    print("\nPillow \(peers["pillow_version"] ?? "?") (same rounds, mode \(peers["pillow_mode"] ?? "?"); wall / CPU):")
    print("  decode            \(ms(pillowDecode.wall)) / \(ms(pillowDecode.cpu))")
    print("  encode save()     \(ms(pillowEncode.wall)) / \(ms(pillowEncode.cpu))")
    print("  size              \(pillowSize) bytes")
    if let optipngSize = peers["optipng_size"] as? Int {
        print("optipng -o2:        \(optipngSize) bytes")
        print(String(format: "\nsize / optipng -o2:       %.3fx (target <= 1.10x)", Double(encoded.count) / Double(optipngSize)))
    } else {
        print("optipng: not installed")
    }
    print(String(format: "encode time / Pillow:     %.3fx CPU, %.3fx wall (target <= 1.00x)",
                 encode.cpu / pillowEncode.cpu, encode.wall / pillowEncode.wall))
    // The spread: each round's own ratio, so that a busy machine shows as a wide range.
    let ours = samples.roundMedians("encode", perRound: runsPerRound), theirs = samples.roundMedians("pillow-encode", perRound: runsPerRound)
    let perRound = zip(ours, theirs).map { $0 / $1 }
    print(String(format: "  per round (CPU):        %.3fx to %.3fx", perRound.min() ?? 0, perRound.max() ?? 0))
    print(String(format: "decode time / Pillow:     %.3fx CPU, %.3fx wall",
                 decode.cpu / pillowDecode.cpu, decode.wall / pillowDecode.wall))
    if pillowSize > 0 {
        print(String(format: "size / Pillow:            %.3fx", Double(encoded.count) / Double(pillowSize)))
    }
    print("load average before: \(loadBefore), after: \(loadAverage()) (\(ProcessInfo.processInfo.activeProcessorCount) cores)")
} catch {
    print("bench-png failed: \(error)")
    exit(1)
}
