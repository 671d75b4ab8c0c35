import ArgumentParser
import Foundation
import PenumbraCore
import Penumbra

/// `penumbra render FIXTURE_OR_FOLDER... --out DIR [--variants light,dark] [--scale N]
/// [--palette FILE_OR_FOLDER]... [--fonts DIR] [--strict-symbols]`: renders JSON fixtures to `DIR/<fixture name>.<variant>.png`.
///
/// Exit codes: 0 when every fixture rendered, 1 when a fixture is invalid (each error names the
/// file and JSON path; the others still render), 2 for usage errors and files that cannot be
/// read or written.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render JSON view fixtures to PNG, one file per fixture and variant.",
        discussion: "The fixture schema is documented in Fixtures/README.md. Colours resolve against Apple's "
            + "system colours plus --palette; text uses DejaVu Sans plus the fonts in --fonts."
    )

    @Argument(help: "Fixture files (.json) or folders of them.")
    var inputs: [String] = []

    @Option(name: .long, help: "The folder the PNGs are written to (created when missing).")
    var out: String

    @Option(name: .long, help: "Comma-separated variants, e.g. light,dark,dark-elevated,light-high-contrast (default: each fixture's own, else light,dark).")
    var variants: String?

    @Option(name: .long, parsing: .unconditional, help: "Display scale, 1 to 3, for variants that do not name one (default 2; the assertions in PenumbraTesting default to 1).")
    var scale: Int = 2

    @OptionGroup var paletteOptions: PaletteOptions

    @Option(name: .long, help: "A folder of .ttf/.otf/.ttc fonts to register besides the default.")
    var fonts: String?

    @Flag(name: .long, help: "Fail a fixture that names an SF Symbol with no glyph, instead of drawing a placeholder and warning.")
    var strictSymbols = false

    init() {}

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one fixture file or folder") }
        guard DisplayScale.supported.contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if let variants {
            guard !variants.trimmingSpaces().isEmpty else { throw ValidationError("--variants is empty: name at least one variant") }
            do { _ = try VariantSet(parsing: variants) } catch { throw ValidationError("--variants: \(error)") }
        }
    }

    func run() throws {
        let job: FixtureRenderJob
        do {
            job = try makeJob()
        } catch {
            CLIFailure.report("render", "\(error)")
            throw PenumbraExitCode.usage
        }
        let outcomes: [FixtureRenderJob.Outcome]
        do { outcomes = try job.run() } catch {
            CLIFailure.report("render", "\(error)")
            throw PenumbraExitCode.usage
        }
        for outcome in outcomes {
            if let output = outcome.output { print("wrote \(output)") }
            for warning in outcome.warnings { CLIFailure.report("render", "warning: \(warning)") }
            if let error = outcome.error { CLIFailure.report("render", "\(error)") }
        }
        if outcomes.contains(where: \.isWriteError) { throw PenumbraExitCode.usage }
        if outcomes.contains(where: { $0.error != nil }) { throw PenumbraExitCode.findings }
    }

    /// The job the options describe: system colours plus the palette, default fonts plus `--fonts`.
    func makeJob() throws -> FixtureRenderJob {
        let fixtureColors = try paletteOptions.fixtureColors()
        fixtureColors.printNotes(command: "render")
        let colors = fixtureColors.colors, images = fixtureColors.images
        let text = try FontTextEngine.withDefaultFonts(extraFolder: fonts) { skipped in
            CLIFailure.report("render", "warning: skipping a font: \(skipped)")
        }
        var renderer = ViewRenderer(colors: colors, images: images, text: text)
        renderer.strictSymbols = strictSymbols
        let variantSet = try variants.map { (v) throws -> VariantSet in try VariantSet(parsing: v) }
        return FixtureRenderJob(inputs: inputs, outputFolder: URL(fileURLWithPath: out), variants: variantSet,
                                scale: try DisplayScale(scale), renderer: renderer)
    }
}
