// bench-raster: the "cards scene" timed against pycairo and skia-python, and the release-build
// determinism check of the reference scenes.
//
//   swift run -c release bench-raster                          # timings and ratios
//   swift run -c release bench-raster --runs 20 --rounds 3     # runs per round, rounds (default)
//   swift run -c release bench-raster --verify-goldens FILE    # exit 1 when a scene's hash differs
//   swift run -c release bench-raster --write-goldens FILE     # regenerate the golden list
//   swift run -c release bench-raster --dump-scenes DIR        # raw RGBA of every scene
import BenchmarkSupport
import Foundation
import PenumbraCore
import PenumbraRaster
import PenumbraRasterScenes

/// The cards scene: background, then 200 white rounded rectangles with a 1 px border.
func drawCards(_ canvas: inout RasterCanvas) {
    canvas.fill(rect: Rect(x: 0, y: 0, width: 1170, height: 2532), color: PremultipliedRGBA8(unchecked: 242, 242, 247, 255))
    let white = PremultipliedRGBA8(unchecked: 255, 255, 255, 255)
    let border = PremultipliedRGBA8(unchecked: 199, 199, 204, 255)
    for i in 0..<200 {
        let x = 15 + Double(i % 10) * 115 + 0.5, y = 40 + Double(i / 10) * 95 + 0.5
        let card = RoundedRect(rect: Rect(x: x, y: y, width: 100, height: 80), radius: 14)
        canvas.fill(card, color: white)
        canvas.drawBorder(card, width: 1, color: border)
    }
}


func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

func runPeers(runs: Int) -> [String: [Double]] {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("peers/cards_peers.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, String(runs)]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch {
        print("peers: could not start python3 (\(error))")
        return [:]
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        print("peers: unreadable output: \(String(decoding: data, as: UTF8.self))")
        return [:]
    }
    var out: [String: [Double]] = [:]
    for (k, v) in object { if let d = v as? [Double] { out[k] = d } else if let e = v as? String { print("peers: \(k): \(e)") } }
    return out
}

/// Times `runs` draws of the cards scene; returns every time in ms and the last bitmap.
func timeCards(runs: Int, size: PixelSize) -> ([Double], Bitmap?) {
    var times: [Double] = []
    var last: Bitmap?
    for _ in 0..<runs {
        // The bitmap is allocated outside the timed part, as the peers' surfaces are.
        var canvas = RasterCanvas(bitmap: Bitmap(size: size))
        let t0 = now()
        drawCards(&canvas)
        times.append(now() - t0)
        last = canvas.bitmap
    }
    return (times, last)
}

/// Alternates rounds of Penumbra and the peers so that load from other processes on a shared
/// machine falls on both alike; medians are over all runs of all rounds.
func benchmark(runs: Int, rounds: Int) {
    guard let size = try? PixelSize(width: 1170, height: 2532) else { return }
    _ = timeCards(runs: 3, size: size) // warm-up
    var ours: [Double] = [], peers: [String: [Double]] = [:]
    var last: Bitmap?
    for _ in 0..<rounds {
        let (t, b) = timeCards(runs: runs, size: size)
        ours += t; last = b
        for (k, v) in runPeers(runs: runs) { peers[k, default: []] += v }
    }
    let m = Bench.median(ours)
    print(String(format: "penumbra cards scene: median %.2f ms over %d runs (%d rounds)", m, ours.count, rounds))
    if let last { print("  pixel hash \(RasterHash.hex(last))") }
    for name in ["cairo", "skia", "blend2d"] {
        guard let t = peers[name], !t.isEmpty else { print("\(name): not measured"); continue }
        let pm = Bench.median(t)
        print(String(format: "%@ cards scene: median %.2f ms; penumbra/%@ = %.2fx", name, pm, name, m / pm))
    }
}

let args = CommandLine.arguments
if let i = args.firstIndex(of: "--verify-goldens"), i + 1 < args.count {
    exit(GoldenCheck.verify(file: args[i + 1]) ? 0 : 1)
} else if let i = args.firstIndex(of: "--dump-scenes"), i + 1 < args.count {
    // Raw straight-alpha RGBA of every reference scene (`<name>.<w>x<h>.rgba`), for inspection
    // with e.g. ImageMagick: `convert -size WxH -depth 8 rgba:FILE out.png`.
    for scene in RasterReferenceScenes.all {
        guard let bitmap = scene.render() else { continue }
        let url = URL(fileURLWithPath: args[i + 1]).appendingPathComponent("\(scene.name).\(bitmap.width)x\(bitmap.height).rgba")
        try? Data(bitmap.unpremultiplied().bytes).write(to: url)
    }
} else if let i = args.firstIndex(of: "--write-goldens"), i + 1 < args.count {
    exit(GoldenCheck.write(file: args[i + 1]) ? 0 : 1)
} else {
    Bench.requireQuietMachine("bench-raster")
    var runs = 20, rounds = 3
    if let i = args.firstIndex(of: "--runs"), i + 1 < args.count, let n = Int(args[i + 1]), n > 0 { runs = n }
    if let i = args.firstIndex(of: "--rounds"), i + 1 < args.count, let n = Int(args[i + 1]), n > 0 { rounds = n }
    benchmark(runs: runs, rounds: rounds)
}
