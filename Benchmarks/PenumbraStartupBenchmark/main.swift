// bench-startup: the fixed cost of a `penumbra` process. `penumbra --version` (start-up alone)
// and `penumbra render` of an empty 1x1 fixture (start-up, the default fonts, one tiny PNG), each
// spawned with posix_spawn and timed to waitpid, interleaved with `/bin/true` (the cost of any
// process, subtracted for the net figure). Targets: --version ≤ 3 ms, empty render ≤ 5 ms.
//
// A third row is a whole `penumbra render` of the cards scene (bench-raster's 200 bordered rounded
// rectangles on a 1170x2532 canvas, at 1x so points are pixels) plus 20 lines of 17 pt text, to a
// PNG file, against a Blend2D program doing the same in-process: blend2d-python creating the
// surface, drawing the same cards and lines in DejaVu Sans and encoding the PNG with Blend2D's own
// codec, its import and font loading excluded (Benchmarks/peers/cards_peers.py --render; #22's
// target: ≤ 0.7x). The cards rounds come after the start-up rounds, RUNS of them (a third as
// many, 20, gave medians that moved by 10% from run to run on this virtual machine); each renders
// once with every binary and has the peer, kept running, draw once, pausing after each so that
// one's exit (freeing 12 megapixels) does not slow the next.
//
//     swift build -c release --product penumbra && swift run -c release bench-startup [RUNS] [--binary PATH]...
//
// With `--binary PATH` (repeatable) the given builds are measured side by side, e.g. one built
// before a change; the default is `.build/release/penumbra`.
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

// The cards fixture, written out so that the render's whole process includes parsing it.
var cardNodes: [String] = []
for i in 0..<200 {
    let x = 15 + Double(i % 10) * 115 + 0.5, y = 40 + Double(i / 10) * 95 + 0.5
    cardNodes.append(##"{"type": "roundedRectangle", "cornerRadius": 14, "fill": "#FFFFFF", "stroke": {"color": "#C7C7CC", "width": 1}, "frame": {"width": 100, "height": 80}, "offset": {"x": \##(x), "y": \##(y)}}"##)
}
let lines = (1...20).map { ##"{"type": "text", "text": "Row \##($0): the quick brown fox jumps over the lazy dog", "font": {"size": 17}, "foregroundColor": "#000000"}"## }
cardNodes.append(##"{"type": "vstack", "alignment": "leading", "spacing": 0, "children": [\##(lines.joined(separator: ", "))], "offset": {"x": 15, "y": 1950}}"##)
let cards = dir.appendingPathComponent("cards.json")
try Data(##"{"name": "cards", "size": {"width": 1170, "height": 2532}, "variants": ["light"], "root": {"type": "zstack", "alignment": "topLeading", "background": "#F2F2F7", "frame": {"width": 1170, "height": 2532, "alignment": "topLeading"}, "children": [\##(cardNodes.joined(separator: ",\n"))]}}"##.utf8).write(to: cards)
let fontPath = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF", "/opt/homebrew/share/fonts"]
    .map { $0 + "/DejaVuSans.ttf" }.first { FileManager.default.fileExists(atPath: $0) }
let peerScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("peers/cards_peers.py").path

/// blend2d-python kept running (`cards_peers.py --render-server`): each `draw()` asks it for one
/// draw and encode of the cards and reads back its time, so that single peer draws interleave
/// with the `penumbra` processes instead of coming in batches; nil when blend2d-python is missing.
final class Blend2DPeer {
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffered = Data()

    init?() {
        guard let fontPath else { return nil }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", peerScript, "--render-server", fontPath, dir.appendingPathComponent("blend2d.png").path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil, readLine() == "ready" else { return nil }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    func draw() -> Double? {
        input.fileHandleForWriting.write(Data("draw\n".utf8))
        return readLine().flatMap(Double.init)
    }

    private func readLine() -> String? {
        while true {
            if let newline = buffered.firstIndex(of: 0x0A) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered = Data(buffered[(newline + 1)...])
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffered += chunk
        }
    }
}

var floor: [Double] = []
var version: [String: [Double]] = [:], render: [String: [Double]] = [:], cardsRender: [String: [Double]] = [:]
var peer: [Double] = []
// Start-up first, alone: a 12-megapixel render just before would leave its memory being returned
// and its file being written back, and slow the next few processes.
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
// Then the cards: in every round each binary once and the peer once, a pause after each.
let blend2D = Blend2DPeer()
for run in 0..<(runs + 1) {
    for binary in binaries {
        let c = Bench.spawnMilliseconds([binary, "render", cards.path, "--variants", "light", "--scale", "1",
                                         "--out", dir.appendingPathComponent("out").path])
        if run >= 1, let c { cardsRender[binary, default: []].append(c) }  // round 0 warms up
        usleep(100_000)
    }
    if let time = blend2D?.draw(), run >= 1 { peer.append(time) }
    usleep(100_000)
}
let base = Bench.median(floor)
print(String(format: "bench-startup: median of %d interleaved runs; /bin/true %.2f ms (the cost of any process, subtracted below)", runs, base))
for binary in binaries {
    let v = Bench.median(version[binary] ?? []), r = Bench.median(render[binary] ?? [])
    print(String(format: "%@\n  --version       %.2f ms (net %.2f ms; target ≤ 3 ms)   spread %@\n  render (empty)  %.2f ms (net %.2f ms; target ≤ 5 ms)   spread %@",
                 binary, v, v - base, Bench.spread(version[binary] ?? []), r, r - base, Bench.spread(render[binary] ?? [])))
    let c = Bench.median(cardsRender[binary] ?? [])
    if peer.isEmpty {
        print(String(format: "  render (cards)  %.2f ms whole process   spread %@   (no Blend2D peer: scripts/bootstrap --bench-tools)",
                     c, Bench.spread(cardsRender[binary] ?? [])))
    } else {
        let b = Bench.median(peer)
        print(String(format: "  render (cards)  %.2f ms whole process   spread %@\n                  Blend2D draw + encode %.2f ms in-process   spread %@   ratio %.2fx (target ≤ 0.7x)",
                     c, Bench.spread(cardsRender[binary] ?? []), b, Bench.spread(peer), c / b))
    }
}
print(Bench.loadLine)
