// bench-render: a full-screen component tree (a settings list: navigation bar, 12 rows each
// with an icon tile, two text lines and a chevron, a tab bar) at 390x844 points @3x, from the
// tree to PNG bytes, light and dark; compared in the same run with pycairo drawing the same
// screen to PNG bytes (Benchmarks/peers/render_peers.py). Then a second scene, an iOS settings
// screen written with List, Toggle, Picker, Stepper and NavigationStack (IOSSettingsScreen.swift),
// view to PNG bytes, against pycairo drawing the primitives of that render's own display list
// (Benchmarks/peers/display_list_peer.py).
//
//     swift run -c release bench-render [runs]
import BenchmarkSupport
import Foundation
import Penumbra
import PenumbraUI

Bench.requireQuietMachine("bench-render")
let runs = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 15) : 15

struct SettingsScreen: View {
    static let tints = ["systemOrange", "systemGreen", "systemBlue", "systemRed", "systemPurple", "systemIndigo"]
    static let icons = ["star.fill", "checkmark", "person.fill", "house.fill", "plus", "circle.fill"]
    static let tabs = [("house.fill", "Home"), ("star.fill", "Search"), ("plus", "Saved"), ("person.fill", "Profile")]

    var body: some View {
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Settings").font(.largeTitle.bold()).foregroundColor(Color("label"))
                    .padding(EdgeInsets(top: 47, leading: 16, bottom: 8, trailing: 16))
                Divider()
            }.frame(maxWidth: .infinity, alignment: .leading).background(Color("secondarySystemBackground"))
            VStack(spacing: 0) {
                ForEach(0..<12) { i in
                    SettingsRow(index: i)
                }
            }
            .background(Color("secondarySystemGroupedBackground"))
            .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
            .padding(EdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 16))
            Spacer(minLength: 0)
            HStack(spacing: 0) {
                ForEach(Self.tabs.indices, id: \.self) { k in
                    VStack(spacing: 2) {
                        Image(systemName: Self.tabs[k].0).font(.system(size: 24))
                        Text(Self.tabs[k].1).font(.system(size: 10, weight: .medium))
                    }
                    .foregroundColor(Color(k == 0 ? "systemBlue" : "systemGray"))
                    .frame(maxWidth: .infinity)
                }
            }
            .padding(EdgeInsets(top: 7, leading: 0, bottom: 34, trailing: 0))
            .background(Color("secondarySystemBackground"))
            .overlay(alignment: .top) { Divider().frame(maxWidth: .infinity) }
        }
        .background(Color("systemGroupedBackground"))
    }
}

struct SettingsRow: View {
    var index: Int
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: SettingsScreen.icons[index % SettingsScreen.icons.count]).font(.system(size: 17)).foregroundColor(.white)
                .frame(width: 30, height: 30).background(Color(SettingsScreen.tints[index % SettingsScreen.tints.count]))
                .clipShape(RoundedRectangle(cornerRadius: 7, style: .continuous))
            VStack(alignment: .leading, spacing: 1) {
                Text("Setting number \(index + 1)").font(.body).foregroundColor(Color("label"))
                Text("Secondary detail text").font(.footnote).foregroundColor(Color("secondaryLabel"))
            }.frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "chevron.right").font(.system(size: 14)).foregroundColor(Color("tertiaryLabel"))
        }
        .padding(.horizontal, 16).frame(height: 60)
        .overlay(alignment: .bottomTrailing) {
            if index < 11 { Divider().frame(maxWidth: .infinity).padding(.leading, 58) }
        }
    }
}

/// Process CPU milliseconds (every thread): what a render costs a machine that is busy anyway.
func cpuMilliseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
}

// Every writer in Penumbra (snapshots, `penumbra render`) uses the default PNG options, so those
// give the headline ratio. A fast profile (Sub filter, zlib level 1; PNG_SWEEP=1 times the
// alternatives) is measured too, for comparison; both sizes are printed.
func f(_ x: Double) -> String { String(format: "%.1f", x) }
let fast = PNGEncodingOptions(filter: .sub, compressionLevel: 1, strategy: .default) ?? .default
let engine = try FontTextEngine.withDefaultFonts()
let renderer = ViewRenderer(colors: SystemColors.ios18.palette, text: engine)
let config = RenderConfiguration(palette: SystemColors.ios18.palette, text: engine)
let screen = SettingsScreen()
let root = RootSize.fixed(Size(390, 844))
if ProcessInfo.processInfo.environment["BENCH_RENDER_PROFILE"] != nil {
    // Renders the second scene in a loop, for a profiler.
    var traits = Traits.light
    traits.displayScale = .x3
    for _ in 0..<runs { _ = try renderer.png(try config.tree(IOSSettingsScreen(), traits: traits), traits: traits, size: root) }
    exit(0)
}
if let out = ProcessInfo.processInfo.environment["BENCH_RENDER_OUT"] {
    var traits = Traits.light
    traits.displayScale = .x3
    try renderer.png(try config.tree(screen, traits: traits), traits: traits, size: root, options: .default).write(to: URL(fileURLWithPath: out))
}

if ProcessInfo.processInfo.environment["PNG_SWEEP"] != nil {
    var traits = Traits.light
    traits.displayScale = .x3
    let bitmap = try renderer.render(try config.tree(screen, traits: traits), traits: traits, size: root).bitmap
    let candidates: [(String, PNGEncodingOptions?)] = [
        ("sub-1-rle", PNGEncodingOptions(filter: .sub, compressionLevel: 1, strategy: .rle)),
        ("sub-1-default", PNGEncodingOptions(filter: .sub, compressionLevel: 1, strategy: .default)),
        ("up-1-rle", PNGEncodingOptions(filter: .up, compressionLevel: 1, strategy: .rle)),
        ("none-1-rle", PNGEncodingOptions(filter: .none, compressionLevel: 1, strategy: .rle)),
        ("sub-2-filtered", PNGEncodingOptions(filter: .sub, compressionLevel: 2, strategy: .filtered)),
        ("paeth-1-rle", PNGEncodingOptions(filter: .paeth, compressionLevel: 1, strategy: .rle)),
    ]
    var times: [String: [Double]] = [:], sizes: [String: Int] = [:]
    for _ in 0..<runs {
        for (name, options) in candidates {
            guard let options else { continue }
            times[name, default: []].append(try Bench.milliseconds { sizes[name] = try PNGEncoder.encode(bitmap, options: options).count })
        }
    }
    for (name, _) in candidates { print(name, f(Bench.median(times[name] ?? [0])), sizes[name] ?? 0) }
    exit(0)
}

// The peer runs in a subprocess that renders on request, so each of our runs is followed by
// one of cairo's under the same machine load (the machine is shared; medians of interleaved
// runs compare like with like).
let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("peers/render_peers.py").path
let peer = PeerProcess(script: script, arguments: ["--serve"])

print("bench-render: settings screen 390x844 pt @3x (1170x2532 px), tree -> PNG bytes, median of \(runs) interleaved runs")
var ours: [String: (fast: Double, standard: Double, cpu: Double, layout: Double, draw: Double, bytes: Int, defaultBytes: Int)] = [:]
var cairo: [String: Double] = [:], cairoCPU: [String: Double] = [:]
var cairoBytes: [String: Int] = [:]
for (name, base) in [("light", Traits.light), ("dark", Traits.dark)] {
    var traits = base
    traits.displayScale = .x3
    _ = try renderer.png(try config.tree(screen, traits: traits), traits: traits, size: root, options: fast)  // warm the glyph cache
    var tFast: [Double] = [], tStandard: [Double] = [], tCPU: [Double] = [], tLayout: [Double] = [], tDraw: [Double] = []
    var tCairo: [Double] = [], tCairoCPU: [Double] = []
    var bytes = 0, defaultBytes = 0
    for _ in 0..<runs {
        tFast.append(try Bench.milliseconds { bytes = try renderer.png(try config.tree(screen, traits: traits), traits: traits, size: root, options: fast).count })
        if let (ms, n, cpu) = peer.run(name) { tCairo.append(ms); tCairoCPU.append(cpu); cairoBytes[name] = n }
        let cpu0 = cpuMilliseconds()
        tStandard.append(try Bench.milliseconds { defaultBytes = try renderer.png(try config.tree(screen, traits: traits), traits: traits, size: root).count })
        tCPU.append(cpuMilliseconds() - cpu0)
        var list: DisplayList?
        tLayout.append(try Bench.milliseconds { list = try renderer.displayList(for: try config.tree(screen, traits: traits), traits: traits, size: root) })
        if let list { tDraw.append(try Bench.milliseconds { _ = try renderer.draw(list) }) }
    }
    ours[name] = (Bench.median(tFast), Bench.median(tStandard), Bench.median(tCPU), Bench.median(tLayout), Bench.median(tDraw), bytes, defaultBytes)
    if !tCairo.isEmpty { cairo[name] = Bench.median(tCairo); cairoCPU[name] = Bench.median(tCairoCPU) }
}
peer.stop()

for v in ["light", "dark"] {
    guard let o = ours[v] else { continue }
    var line = "\(v): penumbra \(f(o.standard)) ms (\(o.defaultBytes) B; layout \(f(o.layout)) ms, draw \(f(o.draw)) ms)"
    if let c = cairo[v] {
        line += ", cairo \(f(c)) ms (\(cairoBytes[v] ?? 0) B), ratio \(String(format: "%.2f", o.standard / c))x (target <= 0.5x)"
    }
    if let c = cairoCPU[v] {
        line += "; CPU \(f(o.cpu)) ms vs cairo \(f(c)) ms, \(String(format: "%.2f", o.cpu / c))x"
    }
    line += "; fast PNG profile \(f(o.fast)) ms (\(o.bytes) B)"
    if let c = cairo[v] { line += ", \(String(format: "%.2f", o.fast / c))x" }
    print(line)
}

// MARK: The iOS settings screen, against cairo drawing its display list's primitives

let scene2 = IOSSettingsScreen()
var scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bench-render-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }
var dumps: [String] = []
for (name, base) in [("light", Traits.light), ("dark", Traits.dark)] {
    var traits = base
    traits.displayScale = .x3
    let list = try renderer.displayList(for: try config.tree(scene2, traits: traits), traits: traits, size: root)
    let url = scratch.appendingPathComponent("\(name).json")
    try PrimitiveDump.json(list).write(to: url)
    dumps.append(url.path)
    if let out = ProcessInfo.processInfo.environment["BENCH_RENDER_OUT2"] {
        try renderer.png(try config.tree(scene2, traits: traits), traits: traits, size: root).write(to: URL(fileURLWithPath: "\(out).\(name).png"))
    }
}
let listPeer = PeerProcess(script: URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("display_list_peer.py").path,
                           arguments: ["--serve"] + dumps)

print("bench-render: iOS settings screen (List, Toggle, Picker, Stepper, NavigationStack) 390x844 pt @3x, view -> PNG bytes, median of \(runs) interleaved runs; \(Bench.loadLine)")
for (name, base) in [("light", Traits.light), ("dark", Traits.dark)] {
    var traits = base
    traits.displayScale = .x3
    _ = try config.render(scene2, traits: traits, size: root)  // warm the glyph cache
    var tOurs: [Double] = [], tCPU: [Double] = [], tPeer: [Double] = [], tPeerCPU: [Double] = []
    var bytes = 0, peerBytes = 0
    for _ in 0..<runs {
        let cpu0 = cpuMilliseconds()
        tOurs.append(try Bench.milliseconds { bytes = try renderer.png(try config.tree(scene2, traits: traits), traits: traits, size: root).count })
        tCPU.append(cpuMilliseconds() - cpu0)
        if let (ms, n, cpu) = listPeer.run(name) { tPeer.append(ms); tPeerCPU.append(cpu); peerBytes = n }
    }
    var line = "\(name): penumbra \(f(Bench.median(tOurs))) ms (\(bytes) B, CPU \(f(Bench.median(tCPU))) ms)"
    if !tPeer.isEmpty {
        let c = Bench.median(tPeer)
        line += ", cairo \(f(c)) ms (\(peerBytes) B, CPU \(f(Bench.median(tPeerCPU))) ms), ratio \(String(format: "%.2f", Bench.median(tOurs) / c))x (target <= 0.5x)"
    }
    print(line)
}
listPeer.stop()
