// bench-palette: loading the largest real palettes of ../shared/corpora/assets with the loader the
// library and the CLI share (Palette.load): Spectrum's token files (three files, aliases across
// them, a colour set per token), PatternFly's four mode folders, Fluent's per-theme files, and
// DuckDuckGo's two asset catalogs (63 colour sets among 400+ image sets). Each is loaded `runs`
// times after one warm-up; the median and the fastest load are printed with the machine's load
// average, read from /proc/loadavg before and after. Target: the largest source under 50 ms.
//
//     swift run -c release bench-palette [runs]
import BenchmarkSupport
import Foundation
import Penumbra

Bench.requireQuietMachine("bench-palette")
let runs = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 21) : 21
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let assets = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/corpora/assets")
guard FileManager.default.fileExists(atPath: assets.path) else {
    print("bench-palette: ../shared/corpora/assets is not beside the package")
    exit(1)
}


let sources: [(name: String, path: String)] = [
    ("Spectrum (3 files, sets)", "tokens/adobe-spectrum/packages/tokens/src"),
    ("PatternFly (4 mode folders)", "tokens/patternfly/packages/module/tokens/default"),
    ("Fluent (3 theme files)", "tokens/fluentui-token-pipeline/src/demo/w3c"),
    ("DuckDuckGo (2 catalogs)", "catalogs/duckduckgo-ios"),
]
let before = Bench.loadLine
print("bench-palette: \(runs) loads each after a warm-up; median (fastest)")
for source in sources {
    let url = assets.appendingPathComponent(source.path)
    var colours = 0
    colours = try Palette.load(contentsOf: url).colors.count
    var times: [Double] = []
    for _ in 0..<runs { times.append(try Bench.milliseconds { _ = try Palette.load(contentsOf: url) }) }
    let name = source.name.padding(toLength: 30, withPad: " ", startingAt: 0)
    print("  \(name) \(String(format: "%4d", colours)) colours  \(String(format: "%7.2f", Bench.median(times))) ms  "
          + "(\(String(format: "%.2f", times.min() ?? 0)) ms)")
}
print("before: \(before); after: \(Bench.loadLine)")
