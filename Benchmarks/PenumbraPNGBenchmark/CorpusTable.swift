// bench-png --corpus: file size and speed against `optipng -o2` over real snapshots.
//
//   swift run -c release bench-png --corpus [FOLDER] [--rounds N] [--max-pixels N] [--level L]
//
// FOLDER defaults to ../shared/corpora/realworld. Every PNG there that decodes (sorted by name,
// at most --max-pixels pixels if given) is one row. Both sides do the same job, file in,
// file out: Penumbra decodes the file, encodes it with the default options (or level L: zlib) and writes it
// atomically; optipng rewrites a fresh copy in a temporary folder (the copy is not timed). The
// two run alternately, --rounds times per file (default 3), so load from other jobs falls on
// both alike. optipng is a process started with posix_spawn and reaped with wait4, which gives
// its wall time and its own CPU time (Foundation's Process adds tens of milliseconds of waiting
// on Linux). Sizes are exact; every output is decoded and compared with the source pixels.
import BenchmarkSupport
import Foundation
import PenumbraCore
import PenumbraPNG

enum CorpusTable {
    struct Row {
        let name: String
        let pixels: Int
        let colorType: UInt8, depth: UInt8
        let penumbra: Int, truecolour: Int, level9: Int
        var optipng = 0
        var penumbraWall: [Double] = [], penumbraCPU: [Double] = [], optipngWall: [Double] = [], optipngCPU: [Double] = []
        /// Decode seconds of Penumbra's file and of its 8-bit RGB/RGBA encoding (`.none`).
        var decode: [Double] = [], decodeTruecolour: [Double] = []
    }

    static func loadAverage() -> (text: String, oneMinute: Double) {
        (Bench.loadLine.replacingOccurrences(of: "load average ", with: ""), Bench.loadAverages()?.first ?? 0)
    }

    /// Runs `optipng -quiet -o2 file`; wall and child CPU seconds, or nil when it failed.
    static func optipng(_ file: URL) -> (wall: Double, cpu: Double)? {
        let arguments = ["optipng", "-quiet", "-o2", file.path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid: pid_t = 0
        var status: Int32 = 0
        var usage = rusage()
        let clock = ContinuousClock()
        let start = clock.now
        guard posix_spawnp(&pid, "optipng", nil, nil, &argv, environ) == 0 else { return nil }
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let wall = seconds(clock.now - start)
        guard status == 0 else { return nil }
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return (wall, cpu)
    }

    static func run(_ arguments: [String]) throws {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        }
        let rounds = value("--rounds").flatMap(Int.init) ?? 3
        let maxPixels = value("--max-pixels").flatMap(Int.init) ?? Int.max
        guard let options = PNGEncodingOptions(compressionLevel: value("--level").flatMap(Int.init) ?? 7) else {
            print("--level takes 0 to 9")
            exit(2)
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = arguments.first { !$0.hasPrefix("--") && Int($0) == nil }.map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent("../shared/corpora/realworld").standardizedFileURL
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-bench-png-corpus-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        var sources: [(String, URL, RGBAImage)] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            guard let image = try? PNGDecoder.decodeImage(contentsOf: url), image.width * image.height <= maxPixels else { continue }
            sources.append((name, url, image))
        }
        let loadBefore = loadAverage()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("bench-png --corpus: \(sources.count) of \(names.count) PNGs in \(folder.path) (those that decode\(maxPixels < Int.max ? ", at most \(maxPixels) pixels" : ""))")
        print("load average before: \(loadBefore.text) on \(cores) cores\(loadBefore.oneMinute > Double(cores) ? " (busy: read the spread below)" : "")")
        guard let truecolourOptions = PNGEncodingOptions(colorReduction: .none),
              let level9Options = PNGEncodingOptions(compressionLevel: 9) else { return }

        var rows: [Row] = []
        var lossy: [String] = []
        for (name, url, image) in sources {
            let encoded = try PNGEncoder.encode(image, options: options)
            let bytes = [UInt8](encoded.prefix(26))
            let copy = work.appendingPathComponent("optipng-" + name)
            let ours = work.appendingPathComponent("penumbra-" + name)
            let truecolour = try PNGEncoder.encode(image, options: truecolourOptions)
            var row = Row(name: name, pixels: image.width * image.height, colorType: bytes[25], depth: bytes[24],
                          penumbra: encoded.count, truecolour: truecolour.count,
                          level9: try PNGEncoder.encode(image, options: level9Options).count)
            for _ in 0..<rounds {
                let clock = ContinuousClock()
                let start = clock.now, startCPU = cpuSeconds()
                try PNGEncoder.write(try PNGDecoder.decodeImage(contentsOf: url), to: ours, options: options)
                row.penumbraCPU.append(cpuSeconds() - startCPU)
                row.penumbraWall.append(seconds(clock.now - start))
                row.decode.append(try timeSamples(runs: 1) { _ = try PNGDecoder.decode(encoded) }.wall[0])
                row.decodeTruecolour.append(try timeSamples(runs: 1) { _ = try PNGDecoder.decode(truecolour) }.wall[0])

                try? FileManager.default.removeItem(at: copy)
                try FileManager.default.copyItem(at: url, to: copy)
                guard let times = optipng(copy) else {
                    print("optipng -o2 failed on \(name); is optipng installed (scripts/bootstrap --bench-tools)?")
                    exit(1)
                }
                row.optipngWall.append(times.wall)
                row.optipngCPU.append(times.cpu)
                row.optipng = (try FileManager.default.attributesOfItem(atPath: copy.path)[.size] as? Int) ?? 0
            }
            if try PNGDecoder.decodeImage(contentsOf: ours) != image { lossy.append("penumbra " + name) }
            if try PNGDecoder.decodeImage(contentsOf: copy) != image { lossy.append("optipng " + name) }
            rows.append(row)
        }
        print("Penumbra: level \(options.compressionLevel)\(options == .default ? " (the default options: the own deflater)" : " (zlib)")")
        report(rows, rounds: rounds, lossy: lossy, loadBefore: loadBefore.text)
    }

    static func report(_ rows: [Row], rounds: Int, lossy: [String], loadBefore: String) {
        func ratio(_ a: Int, _ b: Int) -> Double { Double(a) / Double(max(1, b)) }
        func f(_ x: Double) -> String { String(format: "%.3f", x) }
        print("\nfile                                               pixels  type  penumbra  optipng  size/opt  rgb-only/opt  level9/opt  speed(wall)  speed(CPU)")
        for row in rows {
            let speedWall = medianOf(row.optipngWall) / medianOf(row.penumbraWall)
            let speedCPU = medianOf(row.optipngCPU) / medianOf(row.penumbraCPU)
            let name = row.name.count > 48 ? String(row.name.prefix(47)) + "…" : row.name
            print(name.padding(toLength: 48, withPad: " ", startingAt: 0)
                  + String(format: " %9d  %d/%d %9d %8d", row.pixels, row.colorType, row.depth, row.penumbra, row.optipng)
                  + "  \(f(ratio(row.penumbra, row.optipng)))     \(f(ratio(row.truecolour, row.optipng)))       \(f(ratio(row.level9, row.optipng)))"
                  + String(format: "      %6.1fx     %6.1fx", speedWall, speedCPU))
        }
        let sizeRatios = rows.map { ratio($0.penumbra, $0.optipng) }
        let reduced = rows.filter { $0.colorType != 2 && $0.colorType != 6 }
        print("\n\(rows.count) files, \(reduced.count) written as palette or grey; \(rounds) interleaved rounds each")
        print("median size / optipng -o2:            \(f(medianOf(sizeRatios))) (target <= 1.000); files at or under 1.0x: \(sizeRatios.filter { $0 <= 1 }.count)")
        print("  8-bit RGB/RGBA only (.none):         \(f(medianOf(rows.map { ratio($0.truecolour, $0.optipng) })))")
        print("  level 9:                             \(f(medianOf(rows.map { ratio($0.level9, $0.optipng) })))")
        print("  palette/grey files only:             \(f(medianOf(reduced.map { ratio($0.penumbra, $0.optipng) })))")
        print("  RGB/RGBA files only:                 \(f(medianOf(rows.filter { $0.colorType == 2 || $0.colorType == 6 }.map { ratio($0.penumbra, $0.optipng) })))")
        print("total bytes / optipng -o2:            \(f(ratio(rows.map(\.penumbra).reduce(0, +), rows.map(\.optipng).reduce(0, +))))")
        // The spread: the median over files of each round's own speed ratio.
        var perRound: [Double] = []
        for r in 0..<rounds {
            perRound.append(medianOf(rows.map { $0.optipngWall[r] / $0.penumbraWall[r] }))
        }
        let speedWall = medianOf(rows.map { medianOf($0.optipngWall) / medianOf($0.penumbraWall) })
        let speedCPU = medianOf(rows.map { medianOf($0.optipngCPU) / medianOf($0.penumbraCPU) })
        print(String(format: "median speed vs optipng -o2 (file in, file out): %.1fx wall, %.1fx CPU (target >= 10x); per round %@",
                     speedWall, speedCPU, perRound.map { String(format: "%.1fx", $0) }.joined(separator: " ")))
        // Palette and grey files decode through libpng; 8-bit RGB/RGBA through the direct path.
        let decodeRatios = reduced.map { medianOf($0.decode) / medianOf($0.decodeTruecolour) }
        let largest = reduced.max { $0.pixels < $1.pixels }
        print(String(format: "decode time of palette/grey files / of the same pixels as RGB/RGBA: median %.2fx", medianOf(decodeRatios))
              + (largest.map { String(format: " (largest, %@: %.1f ms / %.1f ms)", $0.name, medianOf($0.decode) * 1000, medianOf($0.decodeTruecolour) * 1000) } ?? ""))
        print(lossy.isEmpty ? "lossless: every output decodes to its source's pixels" : "NOT LOSSLESS: \(lossy.joined(separator: ", "))")
        print("load average before: \(loadBefore), after: \(loadAverage().text)")
    }
}
