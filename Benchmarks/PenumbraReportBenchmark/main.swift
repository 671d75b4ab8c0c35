// bench-report: the HTML report of 5,000 variants (2,500 snapshots × light/dark, about 2% changed,
// some new, missing and unreadable; every variant with an image) in headless Chromium, driven
// through chromedriver. Each run starts a fresh browser (cold) and measures, from a file:// URL:
//   load     the load event (navigation timing's loadEventEnd)
//   images   images loaded once the page settled (complete, naturalWidth > 0), and elements
//   scroll   the 95th percentile of frame times while scrolling 400 px a frame for 240 frames
//   filter   a status filter (passed, then changed), a search and a variant filter, each from the
//            input to the end of the next frame
// Medians over the runs are printed with the load average (/proc/loadavg) before and after.
// Targets: load ≤ 1 s, scroll p95 ≤ 50 ms, each filter ≤ 100 ms, ≤ 40 images at start.
//
// Peer: with `--peer-penumbra PATH`, that penumbra (e.g. a build of the main branch) writes its
// own report.html of the same results, measured in the same runs, interleaved with this one.
//
//     swift run -c release bench-report [--runs 5] [--snapshots 2500] [--peer-penumbra PATH]
import BenchmarkSupport
import Foundation
import PenumbraBrowserSupport
import PenumbraReport

/// Prints and flushes, so a piped run shows each line as it ends.
func say(_ text: String) { print(text); fflush(nil) }

var runs = 5, snapshots = 2_500
var peerPenumbra: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = max(1, Int(arguments.popFirst() ?? "") ?? runs)
    case "--snapshots": snapshots = max(1, Int(arguments.popFirst() ?? "") ?? snapshots)
    case "--peer-penumbra": peerPenumbra = arguments.popFirst()
    case "--busy-ok": break  // read by Bench.requireQuietMachine
    default: say("usage: bench-report [--runs N] [--snapshots N] [--peer-penumbra PATH] [--busy-ok]"); exit(2)
    }
}
if let reason = WebDriver.unavailableReason { say("bench-report: \(reason)"); exit(1) }

Bench.requireQuietMachine("bench-report")
func number(_ value: Any) -> Double { (value as? Double) ?? (value as? Int).map(Double.init) ?? .nan }

let before = Bench.loadLine
say("bench-report: writing \(snapshots * 2) variants…")
let fixture = try LargeReportFixture.make(snapshots: snapshots)
defer { fixture.remove() }
var pages: [(name: String, url: String)] = [("this page", fixture.page.absoluteString)]
if let peerPenumbra {
    // The peer writes its report of the same results into a folder of its own (it copies the images).
    let out = fixture.folder.appendingPathComponent("peer")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: peerPenumbra)
    process.arguments = ["report", fixture.folder.appendingPathComponent("results.json").path, "--out", out.path, "--passed-images", "--quiet"]
    try process.run()
    process.waitUntilExit()
    guard FileManager.default.fileExists(atPath: out.appendingPathComponent("report.html").path) else {
        say("bench-report: \(peerPenumbra) report wrote no report.html"); exit(1)
    }
    pages.append(("peer", out.appendingPathComponent("report.html").absoluteString))
    say("bench-report: peer is the report.html that \(peerPenumbra) writes")
}

/// What one run measured on one page.
struct Sample { var load = 0.0, images = 0.0, elements = 0.0, scrollP95 = 0.0, scrollMedian = 0.0, filters: [String: Double] = [:] }

let waitImages = """
    var done = arguments[arguments.length - 1], start = performance.now();
    requestAnimationFrame(function () { requestAnimationFrame(function check() {
      var waiting = Array.prototype.some.call(document.images, function (i) { return i.getAttribute('src') && !i.complete; });
      if (waiting && performance.now() - start < 20000) setTimeout(check, 20); else done(true);
    }); });
    """
// Works on this page and on the older one (which had status buttons and a variant select, no search).
let filterScript = """
    var done = arguments[arguments.length - 1], kind = arguments[0], value = arguments[1], t0 = performance.now();
    if (kind === 'status') document.querySelector('[data-filter-status="' + value + '"]').click();
    else if (kind === 'search') { var s = document.getElementById('search'); if (!s) { done(-1); return; } s.value = value; s.dispatchEvent(new Event('input')); }
    else { var v = document.getElementById('variant-filter'); v.value = value; v.dispatchEvent(new Event('change')); }
    document.body.offsetHeight;
    requestAnimationFrame(function () { setTimeout(function () { done(performance.now() - t0); }, 0); });
    """
let scrollScript = """
    var done = arguments[arguments.length - 1], times = [], last = null, steps = 0;
    window.scrollTo(0, 0);
    function frame(t) {
      if (last !== null) times.push(t - last);
      last = t;
      if (steps++ < 240) { window.scrollBy(0, 400); requestAnimationFrame(frame); }
      else { times.sort(function (a, b) { return a - b; });
             done([times[Math.floor(times.length * 0.95)], times[Math.floor(times.length / 2)]]); }
    }
    requestAnimationFrame(function (t) { last = t; requestAnimationFrame(frame); });
    """
let filters: [(String, String, String)] = [("status passed", "status", "passed"), ("status changed", "status", "changed"),
                                           ("status all", "status", "all"), ("search", "search", "screen01"), ("variant dark", "variant", "dark")]

@MainActor func measure(_ url: String) throws -> Sample {
    let driver = try WebDriver()
    defer { driver.quit() }
    var sample = Sample()
    try driver.navigate(url)
    sample.load = number(try driver.execute("var n = performance.getEntriesByType('navigation')[0]; return n.loadEventEnd - n.startTime;"))
    try driver.executeAsync(waitImages)
    sample.images = number(try driver.execute("return Array.prototype.filter.call(document.images, function (i) { return i.complete && i.naturalWidth > 0; }).length;"))
    sample.elements = number(try driver.execute("return document.getElementsByTagName('*').length;"))
    let scroll = try driver.executeAsync(scrollScript) as? [Any] ?? []
    sample.scrollP95 = scroll.first.map(number) ?? .nan
    sample.scrollMedian = scroll.dropFirst().first.map(number) ?? .nan
    try driver.execute("window.scrollTo(0, 0);")
    for (name, kind, value) in filters {
        let ms = number(try driver.executeAsync(filterScript, [kind, value]))
        if ms >= 0 { sample.filters[name] = ms }
    }
    return sample
}

var samples: [[Sample]] = Array(repeating: [], count: pages.count)
for run in 1...runs {
    for (index, page) in pages.enumerated() {   // interleaved: this page, then the peer, each run
        let sample = try measure(page.url)
        samples[index].append(sample)
        say(String(format: "run %d %@: load %.0f ms, %d images, %d elements, scroll p95 %.1f ms, filters %@", run, page.name,
                     sample.load, Int(sample.images), Int(sample.elements), sample.scrollP95,
                     filters.compactMap { f in sample.filters[f.0].map { String(format: "%@ %.1f", f.0, $0) } }.joined(separator: ", ")))
    }
}

say("\nmedians over \(runs) runs, \(snapshots * 2) variants (\(snapshots) snapshots); before: \(before); after: \(Bench.loadLine)")
@MainActor func row(_ label: String, _ target: String, _ value: (Sample) -> Double?, _ format: String = "%.1f") {
    let medians = samples.map { Bench.median($0.compactMap(value)) }
    var line = label.padding(toLength: 28, withPad: " ", startingAt: 0)
    for (index, m) in medians.enumerated() {
        line += "  " + pages[index].name + " " + (m.isNaN ? "—" : String(format: format, m))
    }
    if medians.count > 1, medians[1] > 0, !medians[0].isNaN, !medians[1].isNaN { line += String(format: "  ratio %.3fx", medians[0] / medians[1]) }
    say(line + "  (target \(target))")
}
row("load event (ms)", "≤ 1000", { $0.load }, "%.0f")
row("images at start", "≤ 40", { $0.images }, "%.0f")
row("elements at start", "< 3000", { $0.elements }, "%.0f")
row("scroll frame p95 (ms)", "≤ 50", { $0.scrollP95 })
row("scroll frame median (ms)", "—", { $0.scrollMedian })
for (name, _, _) in filters { row("filter: \(name) (ms)", "≤ 100", { $0.filters[name] }) }
