// bench-icons: an icon grid of 200 SVG icons at 24 pt @3x (72 px cells, 20 x 10, 1440x720 px)
// from the real asset catalogs (the 31 SVG icons of ../shared/corpora/assets, repeated), read
// from one SVG file, drawn and encoded to PNG; compared in the same run, interleaved, with resvg
// (`pip install resvg-cli`) rendering the same file to PNG.
//
// Penumbra runs in-process; resvg is a process, so its fixed start-up cost (measured on an empty
// SVG in the same run) is printed and subtracted for a second ratio.
//
//     swift run -c release bench-icons [runs]
import BenchmarkSupport
import Foundation
import Penumbra
import PenumbraVector

Bench.requireQuietMachine("bench-icons")
let runs = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 15) : 15
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let corpus = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/corpora/assets/catalogs")
let icons = (FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
    .filter { $0.pathExtension == "svg" && !$0.path.contains(".symbolset/") }.sorted { $0.path < $1.path }
guard !icons.isEmpty else { print("bench-icons: ../shared/corpora/assets is not beside the package"); exit(1) }

/// One icon as a nested `svg` element of the grid: prolog dropped, its ids prefixed so icons do
/// not refer to each other's definitions, placed in its cell.
func cell(_ text: String, index: Int, x: Int, y: Int) -> String {
    var s = text
    for pattern in ["<\\?xml[^>]*\\?>", "<!DOCTYPE[^>]*>", "<!--[\\s\\S]*?-->"] {
        s = s.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
    }
    s = s.replacingOccurrences(of: "id=\"", with: "id=\"i\(index)_").replacingOccurrences(of: "url(#", with: "url(#i\(index)_")
        .replacingOccurrences(of: "href=\"#", with: "href=\"#i\(index)_")
    guard let open = s.range(of: "<svg"), let close = s[open.upperBound...].firstIndex(of: ">") else { return "" }
    var tag = String(s[open.upperBound..<close])
    tag = tag.replacingOccurrences(of: "\\s(width|height|x|y)=\"[^\"]*\"", with: "", options: .regularExpression)
    return "<svg x=\"\(x)\" y=\"\(y)\" width=\"72\" height=\"72\"" + tag + String(s[close...])
}
var grid = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"1440\" height=\"720\">\n"
let texts = try icons.map { try String(contentsOf: $0, encoding: .utf8) }
for i in 0..<200 { grid += cell(texts[i % texts.count], index: i, x: (i % 20) * 72, y: (i / 20) * 72) + "\n" }
grid += "</svg>\n"
let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bench-icons-\(getpid())")
try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: dir) }
let gridURL = dir.appendingPathComponent("grid.svg"), emptyURL = dir.appendingPathComponent("empty.svg")
try grid.write(to: gridURL, atomically: true, encoding: .utf8)
try "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>".write(to: emptyURL, atomically: true, encoding: .utf8)

func f(_ x: Double) -> String { String(format: "%.2f", x) }

/// The fast PNG profile (Sub filter, zlib level 1): larger files, a fraction of the encoding time.
let fast = PNGEncodingOptions(filter: .sub, compressionLevel: 1, strategy: .default) ?? .default

/// Penumbra: read the file, parse, draw, encode (default PNG options unless `options`).
func penumbra(_ options: PNGEncodingOptions = .default) throws -> Int {
    let drawing = try SVGReader.read(contentsOf: gridURL)
    let bitmap = try VectorImageRenderer.bitmap(of: drawing, scale: 1)
    return try PNGEncoder.encode(bitmap, options: options).count
}
/// The resvg binary: $RESVG, else the one pip installed in Python's scripts folder (not a
/// version manager's shim, whose own start-up would be charged to resvg), else `resvg` on PATH.
let resvgPath: String = {
    if let path = ProcessInfo.processInfo.environment["RESVG"] { return path }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["python3", "-c", "import os, sysconfig; print(os.path.join(sysconfig.get_path('scripts'), 'resvg'))"]
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = FileHandle.nullDevice
    if (try? p.run()) != nil {
        p.waitUntilExit()
        let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return "resvg"
}()

/// resvg as a process, timed from spawn to exit with posix_spawn and waitpid (Foundation's
/// Process waits in a run loop on Linux, which adds tens of milliseconds); nil when it is not
/// installed or fails.
func resvg(_ input: URL) -> Double? {
    let out = dir.appendingPathComponent(input == gridURL ? "resvg.png" : "resvg-empty.png")
    let executable = resvgPath.hasPrefix("/") ? resvgPath : "/usr/bin/env"
    let arguments = (resvgPath.hasPrefix("/") ? [executable] : [executable, "resvg"]) + [input.path, out.path]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    var pid: pid_t = 0
    var status: Int32 = 0
    var ok = false
    let ms = Bench.milliseconds {
        guard posix_spawn(&pid, executable, nil, nil, &argv, environ) == 0 else { return }
        guard waitpid(pid, &status, 0) == pid else { return }
        ok = status == 0
    }
    return ok ? ms : nil
}

/// The three stages of one run, for the breakdown.
func stages() throws -> (parse: Double, draw: Double, encode: Double) {
    var drawing: VectorDrawing?
    var bitmap: Bitmap?
    let parse = try Bench.milliseconds { drawing = try SVGReader.read(contentsOf: gridURL) }
    let draw = try Bench.milliseconds { bitmap = try VectorImageRenderer.bitmap(of: drawing!, scale: 1) }
    let encode = try Bench.milliseconds { _ = try PNGEncoder.encode(bitmap!) }
    return (parse, draw, encode)
}

let bytes = try penumbra()  // warm up
_ = resvg(gridURL)
var ours: [Double] = [], oursFast: [Double] = [], theirs: [Double] = [], startup: [Double] = []
var parse: [Double] = [], draw: [Double] = [], encode: [Double] = []
let fastBytes = try penumbra(fast)
for _ in 0..<runs {
    ours.append(try Bench.milliseconds { _ = try penumbra() })
    oursFast.append(try Bench.milliseconds { _ = try penumbra(fast) })
    let s = try stages()
    parse.append(s.parse); draw.append(s.draw); encode.append(s.encode)
    if let t = resvg(gridURL) { theirs.append(t) }
    if let t = resvg(emptyURL) { startup.append(t) }
}
let load = Bench.loadLine
print("bench-icons: 200 SVG icons (\(icons.count) distinct) at 24 pt @3x, 1440x720 px, file -> PNG bytes; median of \(runs) interleaved runs; \(load)")
print("penumbra \(f(Bench.median(ours))) ms (\(bytes) B PNG, in process): parse \(f(Bench.median(parse))) ms, draw \(f(Bench.median(draw))) ms, encode \(f(Bench.median(encode))) ms")
if theirs.isEmpty {
    print("resvg not found (pip install resvg-cli)")
} else {
    let r = Bench.median(theirs), s = Bench.median(startup)
    let size = (try? FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("resvg.png").path)[.size] as? Int) ?? 0
    print("resvg \(f(r)) ms as a process (\(size) B PNG), \(resvgPath) (start-up \(f(s)) ms, so \(f(r - s)) ms of work)")
    print("ratio \(f(Bench.median(ours) / r))x of resvg's process, \(f(Bench.median(ours) / max(0.001, r - s)))x of its work (target <= 1.0x)")
    print("fast PNG profile: penumbra \(f(Bench.median(oursFast))) ms (\(fastBytes) B), \(f(Bench.median(oursFast) / r))x of resvg's process, "
          + "\(f(Bench.median(oursFast) / max(0.001, r - s)))x of its work")
}
