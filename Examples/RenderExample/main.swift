// `penumbra-example`: renders the example design system the way its snapshot tests do, and runs
// the dark-mode checks on every component. `scripts/demo` drives it.
//
//   penumbra-example render OUT_DIR   writes component.<name>.<variant>.png (as the tests name them)
//   penumbra-example check            runs every check on every component; exit 1 on findings
import ExampleDesignSystem
import Foundation
import Penumbra
import PenumbraUI

func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("penumbra-example: \(message)\n".utf8))
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first, ["render", "check"].contains(command) else {
    fail("usage: penumbra-example render OUT_DIR | penumbra-example check")
}

let configuration: RenderConfiguration
let renderer: ViewRenderer
do {
    configuration = try ExampleDesignSystem.configuration(text: FontTextEngine.withDefaultFonts())
    renderer = try configuration.viewRenderer()
} catch {
    fail("\(error)")
}

switch command {
case "render":
    guard arguments.count == 2 else { fail("usage: penumbra-example render OUT_DIR") }
    let out = URL(fileURLWithPath: arguments[1])
    var jobs: [(file: String, view: AnyView, size: RootSize, variant: Variant)] = []
    for showcase in ExampleDesignSystem.showcases {
        for variant in showcase.variants {
            jobs.append(("component.\(showcase.name).\(variant.name).png", showcase.view, showcase.size, variant))
        }
    }
    for variant in [try Variant(parsing: "light-xs"), .light, try Variant(parsing: "light-ax3")] {
        jobs.append(("screenAtThreeContentSizes.screen.\(variant.name).png", AnyView(ExampleScreen()),
                     .fixed(Size(width: 390, height: 844)), variant))
    }
    for job in jobs {
        do {
            let png = try configuration.pngData(job.view, traits: job.variant.traits.with(\.displayScale, .x2), size: job.size)
            try AtomicFile.write(png, to: out.appendingPathComponent(job.file))
        } catch {
            fail("\(job.file): \(error)")
        }
    }
    print("rendered \(jobs.count) snapshots of \(ExampleDesignSystem.showcases.count + 1) components into \(out.path)")
case "check":
    do {
        let palette = try ExamplePalette.load(from: .assetCatalog).palette
        var results: [CheckResult] = []
        for showcase in ExampleDesignSystem.showcases {
            let subject = ViewSubject(name: showcase.name, renderer: renderer, size: showcase.size) { traits in
                try configuration.tree(showcase.view, traits: traits)
            }
            let runner = CheckRunner(variants: showcase.variants, palette: palette, allowList: ExampleDesignSystem.allowList)
            results.append(try runner.run(subject))
        }
        let report = CheckReport(results: results)
        print(report.text)
        if report.findingCount > 0 { exit(1) }
    } catch {
        fail("\(error)")
    }
default:
    fail("unknown command \(command)")
}
