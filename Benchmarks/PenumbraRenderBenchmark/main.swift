// bench-render: a full-screen component tree (a settings list: navigation bar, 12 rows each
// with an icon tile, two text lines and a chevron, a tab bar) at 390x844 points @3x, from the
// tree to PNG bytes, light and dark; compared in the same run with pycairo drawing the same
// screen to PNG bytes (Benchmarks/peers/render_peers.py).
//
//     swift run -c release bench-render [runs]
import Foundation
import Penumbra

let runs = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 15) : 15

func settingsScreen() -> some View {
    let tints = ["systemOrange", "systemGreen", "systemBlue", "systemRed", "systemPurple", "systemIndigo"]
    let icons = ["star.fill", "checkmark", "person.fill", "house.fill", "plus", "circle.fill"]
    return VStack(spacing: 0) {
        VStack(alignment: .leading, spacing: 0) {
            Text("Settings").font(.textStyle(.largeTitle, weight: .bold)).foregroundColor(.named("label"))
                .padding(EdgeInsets(top: 47, leading: 16, bottom: 8, trailing: 16))
            Divider()
        }.frame(maxWidth: .infinity, alignment: .leading).background(.named("secondarySystemBackground"))
        VStack(spacing: 0) {
            for i in 0..<12 {
                HStack(spacing: 12) {
                    Image(systemName: icons[i % icons.count]).font(.system(size: 17)).foregroundColor(.white)
                        .frame(width: 30, height: 30).background(.named(tints[i % tints.count]))
                        .cornerRadius(7, style: .continuous)
                    VStack(alignment: .leading, spacing: 1) {
                        Text("Setting number \(i + 1)").font(.body).foregroundColor(.named("label"))
                        Text("Secondary detail text").font(.footnote).foregroundColor(.named("secondaryLabel"))
                    }
                    Spacer()
                    Image(systemName: "chevron.right").font(.system(size: 14)).foregroundColor(.named("tertiaryLabel"))
                }
                .padding(.horizontal, 16).frame(height: 60)
                .overlay(alignment: .bottomTrailing) {
                    i < 11 ? Divider().frame(maxWidth: .infinity).padding(.leading, 58) : .empty
                }
            }
        }
        .background(.named("secondarySystemGroupedBackground")).cornerRadius(10, style: .continuous)
        .padding(EdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 16))
        Spacer(minLength: 0)
        HStack(spacing: 0) {
            for (k, item) in [("house.fill", "Home"), ("star.fill", "Search"), ("plus", "Saved"), ("person.fill", "Profile")].enumerated() {
                VStack(spacing: 2) {
                    Image(systemName: item.0).font(.system(size: 24))
                    Text(item.1).font(.system(size: 10, weight: .medium))
                }
                .foregroundColor(.named(k == 0 ? "systemBlue" : "systemGray"))
                .frame(maxWidth: .infinity)
            }
        }
        .padding(EdgeInsets(top: 7, leading: 0, bottom: 34, trailing: 0))
        .background(.named("secondarySystemBackground"))
        .overlay(alignment: .top) { Divider().frame(maxWidth: .infinity) }
    }
    .background(.named("systemGroupedBackground"))
}

/// Stand-in measurer until the text engine is wired (measures only).
struct BlockText: TextMeasurer {
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size {
        Size(Double(text.count) * font.size * 0.55, font.size * 1.2)
    }
    func pointSize(of style: TextStyleName, category: PenumbraStyle.ContentSizeCategory) -> Double { style.defaultSize }
    func hasFamily(_ family: String) -> Bool { false }
    var familyNames: [String] { [] }
}

func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

let env = ProcessInfo.processInfo.environment
let filters: [String: PNGEncodingOptions.Filter] = ["none": .none, "sub": .sub, "up": .up, "paeth": .paeth, "adaptive": .adaptive, "fast": .adaptiveFast]
let strategies: [String: PNGEncodingOptions.Strategy] = ["default": .default, "rle": .rle, "filtered": .filtered]
let pngOptions = PNGEncodingOptions(filter: filters[env["F"] ?? "adaptive"] ?? .adaptive, compressionLevel: Int(env["L"] ?? "6") ?? 6,
                                    strategy: strategies[env["S"] ?? "default"] ?? .default) ?? .default
let renderer = ViewRenderer(colors: SystemColors.ios18.palette, text: BlockText())
let screen = settingsScreen()
for variant in [Traits.light, Traits.dark] {
    var traits = variant
    traits.displayScale = .x3
    var tRender: [Double] = [], tPNG: [Double] = [], tTotal: [Double] = []
    for _ in 0..<runs {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let bitmap = try renderer.render(screen, traits: traits, size: .fixed(Size(390, 844))).bitmap
        let t1 = DispatchTime.now().uptimeNanoseconds
        let data = try PNGEncoder.encode(bitmap, options: pngOptions)
        let t2 = DispatchTime.now().uptimeNanoseconds
        tRender.append(Double(t1 - t0) / 1e6); tPNG.append(Double(t2 - t1) / 1e6); tTotal.append(Double(t2 - t0) / 1e6)
        _ = data
    }
    print("\(traits.userInterfaceStyle): render \(median(tRender)) ms, png \(median(tPNG)) ms, total \(median(tTotal)) ms")
}
