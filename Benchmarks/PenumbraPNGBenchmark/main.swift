// bench-png: PNG decode and encode of a 1170x2532 app-like screen, against Pillow and optipng
// measured in the same run (Benchmarks/peers/png_peers.py).
//
//   swift run -c release bench-png            medians, sizes and ratios
//   swift run -c release bench-png --sweep    also every filter/level/strategy combination
import Foundation
import PenumbraCore
import PenumbraPNG

let arguments = CommandLine.arguments.dropFirst()
let sweep = arguments.contains("--sweep")
let runs = 21

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func time(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = clock.now
        try body()
        samples.append(seconds(clock.now - start))
    }
    return median(samples)
}

func ms(_ s: Double) -> String { String(format: "%.2f ms", s * 1000) }

/// `--files A.png B.png ...`: sizes of each file re-encoded with candidate options (for tuning).
func compareFiles(_ paths: [String]) throws {
    let candidates: [(String, PNGEncodingOptions?)] = [
        ("none/8", PNGEncodingOptions(filter: .none, compressionLevel: 8)),
        ("none/9", PNGEncodingOptions(filter: .none, compressionLevel: 9)),
        ("adaptive/6", PNGEncodingOptions(filter: .adaptive, compressionLevel: 6)),
        ("run50/8", PNGEncodingOptions(filter: .runAware(runPercent: 50), compressionLevel: 8)),
        ("run70/8", PNGEncodingOptions(filter: .runAware(runPercent: 70), compressionLevel: 8)),
        ("run85/8", PNGEncodingOptions(filter: .runAware(runPercent: 85), compressionLevel: 8)),
        ("run70/7", PNGEncodingOptions(filter: .runAware(runPercent: 70), compressionLevel: 7)),
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

if let index = arguments.firstIndex(of: "--files") {
    do { try compareFiles(Array(arguments[(index + 1)...])) } catch { print("bench-png failed: \(error)"); exit(1) }
    exit(0)
}

do {
    let screen = try AppScreen().image
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-bench-png")
    let file = folder.appendingPathComponent("app-screen.png")
    try PNGEncoder.write(screen, to: file)
    let encoded = try PNGEncoder.encode(screen)
    print("image: \(screen.size) app-like screen, written to \(file.path)")

    if sweep {
        print("\nsweep (median of 5 encodes): filter, level, strategy -> size, time")
        for filter in [PNGEncodingOptions.Filter.none, .up, .paeth, .adaptive, .runAware(runPercent: 50), .runAware(runPercent: 70), .runAware(runPercent: 85)] {
            for level in [6, 7, 8, 9] {
                for strategy in [PNGEncodingOptions.Strategy.default, .filtered] {
                    guard let options = PNGEncodingOptions(filter: filter, compressionLevel: level, strategy: strategy) else { continue }
                    var size = 0
                    let t = try time(runs: 5) { size = try PNGEncoder.encode(screen, options: options).count }
                    print("  \(filter) \(level) \(strategy) -> \(size) bytes, \(ms(t))")
                }
            }
        }
    }

    let encodeTime = try time(runs: runs) { _ = try PNGEncoder.encode(screen) }
    let bitmap = screen.premultiplied()
    let encodeBitmapTime = try time(runs: runs) { _ = try PNGEncoder.encode(bitmap) }
    let decodeTime = try time(runs: runs) { _ = try PNGDecoder.decode(encoded) }
    print("\nPenumbra (median of \(runs)):")
    print("  decode            \(ms(decodeTime))")
    print("  encode RGBAImage  \(ms(encodeTime))")
    print("  encode Bitmap     \(ms(encodeBitmapTime))")
    print("  size              \(encoded.count) bytes")

    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("peers/png_peers.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, file.path, String(runs)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let peers = try JSONSerialization.jsonObject(with: output) as? [String: Any],
          let pillowDecode = peers["pillow_decode_median_s"] as? Double,
          let pillowEncode = peers["pillow_encode_median_s"] as? Double,
          let pillowSize = peers["pillow_size"] as? Int
    else {
        print("peers: png_peers.py failed (exit \(process.terminationStatus)); is Pillow installed?")
        exit(1)
    }
    print("\nPillow \(peers["pillow_version"] ?? "?") (median of \(runs), mode \(peers["pillow_mode"] ?? "?")):")
    print("  decode            \(ms(pillowDecode))")
    print("  encode save()     \(ms(pillowEncode))")
    print("  size              \(pillowSize) bytes")
    if let optipngSize = peers["optipng_size"] as? Int {
        print("optipng -o2:        \(optipngSize) bytes")
        print(String(format: "\nsize / optipng -o2:       %.3fx (target <= 1.10x)", Double(encoded.count) / Double(optipngSize)))
    } else {
        print("optipng: not installed")
    }
    print(String(format: "encode time / Pillow:     %.3fx (target <= 1.00x)", encodeTime / pillowEncode))
    print(String(format: "decode time / Pillow:     %.3fx", decodeTime / pillowDecode))
    print(String(format: "size / Pillow:            %.3fx", Double(encoded.count) / Double(pillowSize)))
} catch {
    print("bench-png failed: \(error)")
    exit(1)
}
