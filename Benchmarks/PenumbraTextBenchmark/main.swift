// bench-text: layout + draw of twenty lines of DejaVu Sans at 20 px on the cards scene, cold
// (empty glyph cache) and warm, against cairo and Skia drawing the same lines in the same run
// (Benchmarks/peers/text_peers.py, draw only); and cold variable-font instancing: one weight of
// the test variable font (.build/test-fonts, made by scripts/bootstrap --test-tools), its
// advances and 100 glyphs' outlines rasterized at 20 px.
//
//   swift run -c release bench-text [--iterations N] [--clock cpu|wall] [--png FILE]   (FILE: the drawn scene)
//   swift run -c release bench-text --dump-glyphs FILE   (coverage masks for glyph_quality.py)
//   swift run -c release bench-text --profile-warm N     (N warm draws only, for callgrind/perf)
import BenchmarkSupport
import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraRaster
import PenumbraText

let arguments = CommandLine.arguments
let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

/// `--clock cpu` (default): this thread's CPU time, steady when other processes share the cores;
/// `--clock wall`: elapsed time. The peers script measures with the same clock.
let useWallClock: Bool = {
    guard let i = arguments.firstIndex(of: "--clock"), i + 1 < arguments.count else { return false }
    return arguments[i + 1] == "wall"
}()

/// The current time on the chosen clock, in nanoseconds.
func now() -> UInt64 {
    if useWallClock { return DispatchTime.now().uptimeNanoseconds }
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}


func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

if !arguments.contains("--dump-glyphs") { Bench.requireQuietMachine("bench-text") }
if let i = arguments.firstIndex(of: "--dump-glyphs"), i + 1 < arguments.count {
    // Pen at (0, 0) on the baseline, y down, no sub-pixel offset.
    let fonts = [fontPath, "/usr/share/fonts/opentype/freefont/FreeSans.otf"]
    let characters = Array("AaBbeghgkmoQRSWxy&@%8?é")
    var entries: [[String: Any]] = []
    for path in fonts {
        guard let font = try? FontFace(contentsOf: path) else { fail("cannot read \(path)") }
        for size in [10, 12, 14, 16, 20, 24, 32, 48] {
            for c in characters {
                guard let scalar = c.unicodeScalars.first, let glyph = font.glyph(for: scalar) else { continue }
                guard let mask = try? GlyphCache.rasterize(font: font, glyph: glyph, pixelSize: Double(size), dx: 0, dy: 0) else { continue }
                entries.append(["font": path, "char": String(c), "size": size, "originX": mask.originX, "originY": mask.originY,
                                "width": mask.width, "height": mask.height, "coverage": mask.coverage.map(Int.init)])
            }
        }
    }
    do {
        let data = try JSONSerialization.data(withJSONObject: entries)
        try data.write(to: URL(fileURLWithPath: arguments[i + 1]))
    } catch { fail("cannot write \(arguments[i + 1]): \(error)") }
    print("wrote \(entries.count) glyph masks to \(arguments[i + 1])")
    exit(0)
}

var iterations = 50
if let i = arguments.firstIndex(of: "--iterations"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) { iterations = max(3, n) }

let font: FontFace
do { font = try FontFace(contentsOf: fontPath) } catch { fail("\(error) — run scripts/bootstrap") }
let lines = (1...20).map { "Line \($0): The quick brown fox jumps over the lazy dog 0123456789" }
guard let background = PremultipliedRGBA8(242, 242, 247, 255), let black = PremultipliedRGBA8(0, 0, 0, 255),
      let size = try? PixelSize(width: 1170, height: 2532) else { fail("bad constants") }
var canvas = RasterCanvas(bitmap: Bitmap(size: size, fill: background))
// The cards scene of bench-raster (200 white rounded cards above y 1925), drawn once, untimed.
for i in 0..<200 {
    let x = 15 + Double(i % 10) * 115 + 0.5, y = 40 + Double(i / 10) * 95 + 0.5
    let card = RoundedRect(rect: Rect(x: x, y: y, width: 100, height: 80), radius: 14)
    canvas.fill(card, color: PremultipliedRGBA8(unchecked: 255, 255, 255, 255))
    canvas.drawBorder(card, width: 1, color: PremultipliedRGBA8(unchecked: 199, 199, 204, 255))
}
let ascent = Double(font.ascender) * 20 / Double(font.unitsPerEm)

/// Lays out and draws the twenty lines; returns milliseconds.
func drawScene(_ canvas: inout RasterCanvas, _ cache: GlyphCache) -> Double {
    let start = now()
    for (j, line) in lines.enumerated() {
        let layout = TextLayout(line, font: font, size: 20)
        do {
            try layout.draw(into: &canvas, at: Point(x: 30, y: Double(1990 + j * 26) - ascent), scale: 1, color: black, cache: cache)
        } catch { fail("\(error)") }
    }
    return Double(now() - start) / 1e6
}

if let i = arguments.firstIndex(of: "--profile-warm"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
    // Warm draws only, no peers: for `valgrind --tool=callgrind` and `perf`.
    let cache = GlyphCache()
    _ = drawScene(&canvas, cache)
    let times = (0..<max(1, n)).map { _ in drawScene(&canvas, cache) }
    print(String(format: "warm median %.3f ms over %d draws", Bench.median(times), times.count))
    exit(0)
}
_ = drawScene(&canvas, GlyphCache())  // page in code and the font
let cold = (0..<iterations).map { _ in drawScene(&canvas, GlyphCache()) }
let cache = GlyphCache()
_ = drawScene(&canvas, cache)
let warm = (0..<iterations).map { _ in drawScene(&canvas, cache) }

let peersScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("peers/text_peers.py").path
var peers: [String: [String: Double]] = [:]
let process = Process()
process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
process.arguments = ["python3", peersScript, fontPath, String(iterations), useWallClock ? "wall" : "cpu"]
let pipe = Pipe()
process.standardOutput = pipe
process.standardError = FileHandle.nullDevice
do {
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    peers = (try? JSONSerialization.jsonObject(with: data) as? [String: [String: Double]]) ?? [:]
} catch {
    print("peers unavailable: \(error)")
}

let layoutOnly = (0..<iterations).map { _ -> Double in
    let start = now()
    var glyphs = 0
    for line in lines { glyphs += TextLayout(line, font: font, size: 20).runs[0].glyphs.count }
    precondition(glyphs > 0)
    return Double(now() - start) / 1e6
}
// Layout plus the glyph-cache look-ups, no compositing: what is left is RasterCanvas.draw(mask:).
let lookupsOnly = (0..<iterations).map { _ -> Double in
    let start = now()
    var found = 0
    for line in lines {
        for g in TextLayout(line, font: font, size: 20).runs[0].glyphs {
            let q = Int(((30 + g.x) * 16).rounded())
            if (try? cache.mask(font: font, glyph: g.glyph, pixelSize: 20, subX: q & 15, subY: 0)) != nil { found += 1 }
        }
    }
    precondition(found > 0)
    return Double(now() - start) / 1e6
}
let loads = (0..<10).map { _ -> Double in
    let start = now()
    _ = try? FontFace(contentsOf: fontPath)
    return Double(now() - start) / 1e6
}
// Cold variable-font instancing: a fresh font each time (no instance cached), the SemiBold
// instance (gvar deltas with IUP, HVAR advances, MVAR metrics) and 100 glyph masks.
let variablePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/test-fonts/PenumbraTestVF.ttf").path
var variableParse: [Double] = [], variableInstance: [Double] = []
if let bytes = FileManager.default.contents(atPath: variablePath).map({ [UInt8]($0) }) {
    for _ in 0..<iterations {
        let t0 = now()
        guard let face = try? FontFace(data: bytes) else { fail("cannot parse \(variablePath)") }
        let t1 = now()
        guard let semibold = try? face.instance(["wght": 600]) else { fail("cannot instance \(variablePath)") }
        let glyphs = (0..<100).compactMap { semibold.glyph(for: Unicode.Scalar(UInt8(0x21 + $0 % 94))) }
        let masks = GlyphCache()
        for g in glyphs { _ = try? masks.mask(font: semibold, glyph: g, pixelSize: 20, subX: 0, subY: 0) }
        precondition(glyphs.count == 100)
        let t2 = now()
        variableParse.append(Double(t1 - t0) / 1e6)
        variableInstance.append(Double(t2 - t1) / 1e6)
    }
}
if let i = arguments.firstIndex(of: "--png"), i + 1 < arguments.count {
    do { try PNGEncoder.encode(canvas.bitmap).write(to: URL(fileURLWithPath: arguments[i + 1])) } catch { fail("\(error)") }
}
let warmMedian = Bench.median(warm), coldMedian = Bench.median(cold)
print("bench-text: 20 lines x 62 chars, DejaVu Sans 20 px, 1170x2532, \(iterations) iterations, \(useWallClock ? "wall-clock" : "thread CPU") time")
print(String(format: "  penumbra cold (layout + draw, empty cache): median %.3f ms", coldMedian))
print(String(format: "  penumbra warm (layout + draw, warm cache):  median %.3f ms (layout alone %.3f ms, layout + cache look-ups %.3f ms)", warmMedian, Bench.median(layoutOnly), Bench.median(lookupsOnly)))
print(String(format: "  font load (DejaVu Sans, 6253 glyphs, GPOS kerning flattened): median %.3f ms", Bench.median(loads)))
if variableInstance.isEmpty {
    print("  variable font: \(variablePath) missing (scripts/bootstrap --test-tools makes it)")
} else {
    print(String(format: "  variable font, cold: parse %.3f ms; SemiBold instance + 100 glyphs rasterized at 20 px: median %.3f ms (target < 5 ms)",
                 Bench.median(variableParse), Bench.median(variableInstance)))
}
for name in ["cairo", "skia"] {
    guard let p = peers[name], let m = p["median_ms"], let first = p["first_ms"] else { print("  \(name): unavailable"); continue }
    print(String(format: "  %@ warm (draw only): median %.3f ms (first draw %.3f ms); penumbra warm / %@ = %.2fx, cold / %@ first = %.2fx",
                 name, m, first, name, warmMedian / m, name, coldMedian / first))
}
