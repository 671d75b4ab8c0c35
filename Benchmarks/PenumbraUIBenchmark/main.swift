// bench-ui: what writing components in SwiftUI (PenumbraUI) costs over handing the view stage
// its tree directly, as the old DSL did. Every showcase of the example design system, in each
// of its variants at 2x: (A) PenumbraUI view → tree (bodies evaluated with the variant's
// environment) → layout → pixels; (B) the same tree, built beforehand → layout → pixels. The
// two are interleaved, round by round; medians of the per-round totals.
//
//     swift run -c release bench-ui [ROUNDS]
import ExampleDesignSystem
import BenchmarkSupport
import Foundation
import Penumbra
import PenumbraUI

Bench.requireQuietMachine("bench-ui")
let rounds = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 21) : 21


let config = try ExampleDesignSystem.configuration(text: FontTextEngine.withDefaultFonts())
let renderer = try config.viewRenderer()
var jobs: [(view: AnyView, traits: Traits, size: RootSize, tree: ViewNode)] = []
for showcase in ExampleDesignSystem.showcases {
    for variant in showcase.variants {
        let traits = variant.traits.with(\.displayScale, .x2)
        jobs.append((showcase.view, traits, showcase.size, try config.tree(showcase.view, traits: traits)))
    }
}
// Warm the glyph cache and check both paths draw the same pixels.
for job in jobs {
    let a = try config.render(job.view, traits: job.traits, size: job.size).bitmap
    let b = try renderer.render(job.tree, traits: job.traits, size: job.size).bitmap
    guard a == b else { fatalError("PenumbraUI and the prebuilt tree drew different pixels") }
}

var tUI: [Double] = [], tTree: [Double] = [], tLower: [Double] = []
for _ in 0..<rounds {
    tUI.append(try Bench.milliseconds { for job in jobs { _ = try config.render(job.view, traits: job.traits, size: job.size) } })
    tTree.append(try Bench.milliseconds { for job in jobs { _ = try renderer.render(job.tree, traits: job.traits, size: job.size) } })
    tLower.append(try Bench.milliseconds { for job in jobs { _ = try config.tree(job.view, traits: job.traits) } })
}
let a = Bench.median(tUI), b = Bench.median(tTree), lower = Bench.median(tLower)
print("bench-ui: \(jobs.count) renders (\(ExampleDesignSystem.showcases.count) showcases x variants, 2x), median of \(rounds) interleaved rounds; \(Bench.loadLine)")
print(String(format: "  PenumbraUI view -> pixels   %8.2f ms", a))
print(String(format: "  prebuilt tree -> pixels     %8.2f ms", b))
print(String(format: "  lowering alone              %8.2f ms (%.1f us a render)", lower, lower * 1000 / Double(jobs.count)))
print(String(format: "  ratio PenumbraUI / tree     %8.3fx (target <= 1.2x)", a / b))
