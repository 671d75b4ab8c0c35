import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraStyle

/// Renders fixture files to `<out>/<fixture name>.<variant>.png`: what `penumbra render` runs.
///
/// Each file is rendered in every variant; a fixture that fails (invalid JSON, an unknown colour)
/// is reported with its file and JSON path and the others still render. PNGs are written
/// atomically, so a reader never sees half a file.
public struct FixtureRenderJob: Sendable {
    /// Fixture files, or folders whose `.json` files (recursively, in name order) are fixtures.
    public var inputs: [String]
    /// Where the PNGs go (created when missing).
    public var outputFolder: URL
    /// The variants; nil renders each fixture's own `variants`, else light and dark.
    public var variants: VariantSet?
    /// The display scale of variants that do not name one (`dark@3x` names one). Default 2.
    public var scale: DisplayScale
    /// The resources every fixture's tree refers to; a fixture's own palette is added to the colours.
    public var renderer: ViewRenderer

    /// A job.
    public init(inputs: [String], outputFolder: URL, variants: VariantSet? = nil, scale: DisplayScale = .x2,
                renderer: ViewRenderer) {
        self.inputs = inputs
        self.outputFolder = outputFolder
        self.variants = variants
        self.scale = scale
        self.renderer = renderer
    }

    /// What happened to one fixture in one variant (or to a whole fixture that could not be read).
    public struct Outcome: Hashable, Sendable {
        /// The fixture file.
        public var file: String
        /// The variant name; nil when the fixture failed before any variant.
        public var variant: String?
        /// The PNG written, or nil on failure.
        public var output: String?
        /// Why it failed, naming the file and path; nil on success.
        public var error: String?
        /// Whether the failure is the output's (I/O) rather than the fixture's.
        public var isWriteError: Bool
        /// What the render drew differently from what the fixture asked (an unknown symbol's
        /// placeholder), each naming the file, tree path and variant.
        public var warnings: [String] = []
    }

    /// The fixture files the inputs name, in order (folders expanded, sorted).
    /// - Throws: ``ViewError/invalidFixture(file:path:message:)`` for an input that does not exist.
    public static func fixtureFiles(_ inputs: [String]) throws(ViewError) -> [URL] {
        var out: [URL] = []
        let fm = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw .invalidFixture(file: input, path: "$", message: "no such file or folder")
            }
            let url = URL(fileURLWithPath: input)
            guard isDirectory.boolValue else { out.append(url); continue }
            let found = DirectoryWalk.files(under: input).filter { $0.hasSuffix(".json") }.sorted()
            out += found.map { url.appendingPathComponent($0) }
        }
        return out
    }

    /// Renders every fixture in every variant.
    /// - Throws: only for inputs that do not exist; everything else is an ``Outcome``.
    public func run() throws(ViewError) -> [Outcome] {
        // Temporary files a killed or full-disk run left in the output folder go first (only
        // there: a fixture's files are written in the folder itself, never below it).
        AtomicFile.removeStaleTemporaries(in: outputFolder, recursive: false)
        var outcomes: [Outcome] = []
        var names: [String: String] = [:]
        let base = renderer.colors as? Palette
        for url in try Self.fixtureFiles(inputs) {
            let file = url.path
            let fixture: Fixture
            do {
                fixture = try Fixture.load(url, colorNames: colorNames(base), fontFamilies: renderer.text.familyNames)
            } catch {
                outcomes.append(Outcome(file: file, variant: nil, output: nil, error: error.description, isWriteError: false))
                continue
            }
            if let other = names[fixture.name] {
                outcomes.append(Outcome(file: file, variant: nil, output: nil,
                                        error: "\(file): fixture name \"\(fixture.name)\" is also the name of \(other); outputs would collide",
                                        isWriteError: false))
                continue
            }
            names[fixture.name] = file
            var fixtureRenderer = renderer
            if let base { fixtureRenderer.colors = fixture.palette(over: base) }
            for variant in variantList(for: fixture, file: file, outcomes: &outcomes) {
                outcomes.append(render(fixture, variant: variant, file: file, renderer: fixtureRenderer))
            }
        }
        return outcomes
    }

    private func colorNames(_ palette: Palette?) -> [String]? { palette?.names }

    private func variantList(for fixture: Fixture, file: String, outcomes: inout [Outcome]) -> [Variant] {
        if let variants { return variants.variants }
        guard !fixture.variants.isEmpty else { return VariantSet.lightAndDark.variants }
        do { return try VariantSet(parsing: fixture.variants).variants } catch {
            outcomes.append(Outcome(file: file, variant: nil, output: nil, error: "\(file): variants: \(error)", isWriteError: false))
            return []
        }
    }

    private func render(_ fixture: Fixture, variant: Variant, file: String, renderer: ViewRenderer) -> Outcome {
        var traits = variant.traits
        if traits.displayScale == .x1, !variant.name.includes("@") { traits.displayScale = scale }
        let output = outputFolder.appendingPathComponent("\(fixture.name).\(variant.name).png")
        let data: Data, warnings: [String]
        do {
            let render = try renderer.render(fixture.root, traits: traits, size: fixture.size)
            warnings = render.warnings.map { "\(file): \($0) (variant \(variant.name))" }
            do { data = try PNGEncoder.encode(render.bitmap) } catch { throw ViewError.encodingFailed(error) }
        } catch {
            return Outcome(file: file, variant: variant.name, output: nil, error: "\(file): \(error) (variant \(variant.name))",
                           isWriteError: false)
        }
        do {
            try AtomicFile.write(data, to: output)
        } catch {
            return Outcome(file: file, variant: variant.name, output: nil, error: error.description, isWriteError: true)
        }
        return Outcome(file: file, variant: variant.name, output: output.path, error: nil, isWriteError: false, warnings: warnings)
    }
}
