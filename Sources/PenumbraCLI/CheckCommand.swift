import ArgumentParser
import Foundation
import PenumbraCore
import Penumbra

/// `penumbra check FIXTURE_OR_FOLDER... [--checks contrast,background,hardcoded,stuck]
/// [--variants …] [--palette FILE_OR_FOLDER]... [--allow PATH_OR_COLOUR,…] [--scale N] [--json]`: renders
/// JSON view fixtures and runs the checks beyond pixels on each, in every variant.
///
/// Exit codes: 0 when nothing was found, 1 when any check found something or a fixture is
/// invalid (the others are still checked), 2 for usage errors, unreadable inputs and palettes.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check view fixtures for low contrast, missing backgrounds, hard-coded and stuck colours.",
        discussion: "Colours resolve against Apple's system colours plus --palette; hard-coded colours are "
            + "static colours equal to a palette colour in that variant, or any static colour on text or a "
            + "screen's background. --allow takes tree paths (a trailing * allows a subtree) and #hex colours. "
            + "By default the background check runs only on fixtures with a fixed size (whole screens; a component "
            + "is drawn on its container's background, so its transparent pixels are expected), and the stuck "
            + "check does not run: a fixture's colours are references resolved in each variant, so nothing in it "
            + "can stay in another appearance (the stuck check is for SwiftUI code, through assertChecks). "
            + "Name a check in --checks to run it on every fixture."
    )

    @Argument(help: "Fixture files (.json) or folders of them.")
    var inputs: [String] = []

    @Option(name: .long, help: "Comma-separated checks: contrast, background, hardcoded, stuck (default: contrast, hardcoded, and background on fixed-size fixtures).")
    var checks: String?

    @Option(name: .long, help: "Comma-separated variants (default: each fixture's own, else light,dark).")
    var variants: String?

    @OptionGroup var paletteOptions: PaletteOptions

    @Option(name: .long, help: "Comma-separated exceptions to the hard-coded check: tree paths (root.children[2]*) or #hex colours.")
    var allow: String?

    @Option(name: .long, parsing: .unconditional, help: "Display scale, 1 to 3, for variants that do not name one (default 2; the assertions in PenumbraTesting default to 1).")
    var scale: Int = 2

    @Flag(help: "Print JSON instead of text.")
    var json = false

    init() {}

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one fixture file or folder") }
        guard DisplayScale.supported.contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if let checks {
            guard !checks.trimmingSpaces().isEmpty else { throw ValidationError("--checks is empty: name at least one check") }
            do { _ = try CheckKind.parseList(checks) } catch { throw ValidationError("--checks: \(error)") }
        }
        if let variants {
            guard !variants.trimmingSpaces().isEmpty else { throw ValidationError("--variants is empty: name at least one variant") }
            do { _ = try VariantSet(parsing: variants) } catch { throw ValidationError("--variants: \(error)") }
        }
    }

    func run() throws {
        let report: CheckReport
        var fixtureFailures: [String] = []
        do {
            report = try makeReport { fixtureFailures.append($0) }
        } catch {
            CLIFailure.report("check", "\(error)")
            throw PenumbraExitCode.usage
        }
        print(json ? report.json : report.text, terminator: "")
        for failure in fixtureFailures { CLIFailure.report("check", failure) }
        if report.findingCount > 0 || !fixtureFailures.isEmpty { throw PenumbraExitCode.findings }
    }

    /// Renders and checks every fixture the inputs name; a fixture that is invalid or cannot be
    /// rendered goes to `failed` (its message names the file) and the others are still checked.
    /// - Throws: for unreadable inputs and palettes.
    func makeReport(failed: (String) -> Void = { _ in }) throws -> CheckReport {
        let fixtureColors = try paletteOptions.fixtureColors()
        fixtureColors.printNotes(command: "check")
        let colors = fixtureColors.colors, images = fixtureColors.images
        let text = try FontTextEngine.withDefaultFonts()
        let kinds = try checks.map { list throws(CheckError) in try CheckKind.parseList(list) } ?? [.contrast, .background, .hardcoded]
        let allowList = try Self.allowList(allow)
        var results: [CheckResult] = []
        for url in try FixtureRenderJob.fixtureFiles(inputs) {
            do {
                results.append(try check(url, colors: colors, images: images, text: text, kinds: kinds, allowList: allowList))
            } catch let error as ViewError {
                failed(error.description)
            } catch let error as CheckError {
                failed("\(url.path): \(error)")
            } catch let error as StyleError {
                failed("\(url.path): \(error)")
            }
        }
        return CheckReport(results: results)
    }

    /// The checks of one fixture file.
    private func check(_ url: URL, colors: Palette, images: any ImageResolver, text: FontTextEngine,
                       kinds: [CheckKind], allowList: ColorAllowList) throws -> CheckResult {
        do {
            let fixture = try Fixture.load(url, colorNames: colors.names, fontFamilies: text.familyNames)
            let fixturePalette = fixture.palette(over: colors)
            let renderer = ViewRenderer(colors: fixturePalette, images: images, text: text)
            var set = try variants.map { list throws(StyleError) in try VariantSet(parsing: list) }
                ?? (fixture.variants.isEmpty ? .lightAndDark : try VariantSet(parsing: fixture.variants))
            set = VariantSet(set.variants.map { variant in
                variant.traits.displayScale == .x1 && !variant.name.includes("@")
                    ? Variant(name: variant.name, traits: variant.traits.with(\.displayScale, (try? DisplayScale(scale)) ?? .x2))
                    : variant
            })
            let subject = ViewSubject(name: fixture.name, renderer: renderer, size: fixture.size, tree: fixture.root)
            // Unless asked for, the background check is for whole screens (a fixed-size root).
            var selected = kinds
            if checks == nil, case .fixed = fixture.size {} else if checks == nil { selected.removeAll { $0 == .background } }
            return try CheckRunner(checks: selected, variants: set, palette: fixturePalette, allowList: allowList).run(subject)
        }
    }

    /// Parses `--allow`: `#hex` entries are colours, the others tree paths.
    static func allowList(_ text: String?) throws -> ColorAllowList {
        guard let text else { return .empty }
        var paths: [String] = [], colors: [RGBA8] = []
        for part in text.split(separator: ",").map({ $0.trimmingSpaces() }) where !part.isEmpty {
            if part.hasPrefix("#") {
                guard let color = RGBA8(hex: part) else { throw ValidationError("--allow: '\(part)' is not a hex colour") }
                colors.append(color)
            } else {
                paths.append(part)
            }
        }
        return ColorAllowList(paths: paths, colors: colors)
    }
}
