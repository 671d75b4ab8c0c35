import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraStyle
import PenumbraText
import PenumbraView

/// What `PenumbraUI` views render with: the palette `Color("Name")` reads, the image assets
/// `Image("name")` reads, the fonts, Apple's system colour set, and the variants and scale
/// snapshots default to.
///
/// Set it once for a whole test target with ``RenderConfiguration/setDefault(_:)``, or for a
/// scope with ``withRenderConfiguration(_:operation:)``; ``current`` is what is in force.
public struct RenderConfiguration: Sendable {
    /// Palette colours by name (an asset catalog's, design tokens'); default: the system colours.
    public var palette: any ColorResolver
    /// Image assets by name; default: none.
    public var images: any ImageResolver
    /// The text engine; nil: the default fonts (DejaVu Sans, installed by `scripts/bootstrap`).
    public var text: (any TextMeasurer)?
    /// Apple's system colour set that `Color.red`, `.primary` and `Color(.systemBackground)` use.
    public var systemColors: SystemColorSet
    /// The variants a snapshot renders when it names none.
    public var variants: VariantSet
    /// The scale overriding each variant's (nil: the variant's own, 1x unless it says @2x/@3x).
    public var scale: DisplayScale?
    /// The registered families that draw `Font.Design`s of the system font, e.g.
    /// `[.monospaced: "DejaVu Sans Mono", .serif: "DejaVu Serif"]`; a design not listed draws
    /// in the default family. Default: none.
    public var fontDesigns: [Font.Design: String] = [:]
    /// Whether an SF Symbols name with no glyph fails the render instead of drawing a placeholder
    /// reported in ``ViewRenderer/Render/warnings``. Default: false.
    public var strictSymbols = false

    /// A configuration; every value has a default.
    public init(palette: (any ColorResolver)? = nil, images: any ImageResolver = NoImages(),
                text: (any TextMeasurer)? = nil, systemColors: SystemColorSet = .ios18,
                variants: VariantSet = .lightAndDark, scale: DisplayScale? = nil) {
        self.palette = palette ?? systemColors.palette
        self.images = images
        self.text = text
        self.systemColors = systemColors
        self.variants = variants
        self.scale = scale
    }

    /// The configuration in force: the innermost ``withRenderConfiguration(_:operation:)``,
    /// else the default.
    public static var current: RenderConfiguration { scoped ?? shared.value }

    /// Sets the default for every render and snapshot that no scope configures (call it once,
    /// e.g. from a test suite's initialiser).
    public static func setDefault(_ configuration: RenderConfiguration) { shared.value = configuration }

    @TaskLocal static var scoped: RenderConfiguration?
    private static let shared = LockedValue(RenderConfiguration())

    // MARK: Rendering

    /// What colour names resolve against: the palette, with the system colour set's names behind
    /// it (a catalog's palette never hides `separator` or `systemBackground`).
    var colors: any ColorResolver { SystemColorFallback(palette: palette, system: systemColors.palette) }

    /// The view stage's tree of `view` in `traits`: bodies evaluated with the traits'
    /// environment, under the default foreground (the system label colour).
    public func tree<V: View>(_ view: V, traits: Traits) throws(UIError) -> ViewNode {
        var env = EnvironmentValues(traits: traits)
        env.systemColors = systemColors
        env.fontDesigns = fontDesigns
        let root = try LoweringContext(env: env, colors: colors).single(view)
        // Text and shapes with no foreground style are drawn in the system label colour, as in
        // SwiftUI, whatever the palette calls "label".
        return .modified(root, .foregroundColor(.color(env.systemColors.colors.label)))
    }

    /// `make()` run in the environment of `traits` (``UITraitCollection/current`` among it): how a
    /// view's stored values see the appearance in which the view is made. SwiftUI keeps those
    /// values across an appearance switch and evaluates only the body again, so a colour resolved
    /// when the view was made stays as it was; the stuck-colour check builds views this way.
    public func making<T>(in traits: Traits, _ make: () throws -> T) rethrows -> T {
        var env = EnvironmentValues(traits: traits)
        env.systemColors = systemColors
        env.fontDesigns = fontDesigns
        return try EnvironmentValues.$current.withValue(env) { try make() }
    }

    /// The view stage's renderer over this configuration's resources.
    public func viewRenderer() throws(UIError) -> ViewRenderer {
        let engine: any TextMeasurer
        if let text { engine = text } else {
            switch Self.defaultText {
            case .success(let e): engine = e
            case .failure(let error): throw .view(.defaultFontsUnavailable(error))
            }
        }
        var renderer = ViewRenderer(colors: colors, images: images, text: engine)
        renderer.strictSymbols = strictSymbols
        return renderer
    }

    /// `view` resolved, laid out and drawn in `traits` (at the configured scale, if any).
    public func render<V: View>(_ view: V, traits: Traits, size: RootSize = .fitting) throws(UIError) -> ViewRenderer.Render {
        var traits = traits
        if let scale { traits.displayScale = scale }
        let node = try tree(view, traits: traits)
        let renderer = try viewRenderer()
        do throws(ViewError) { return try renderer.render(node, traits: traits, size: size) } catch {
            if case let .unsupported(path, api) = error { throw .unsupported(path: path, api: api) }
            throw .view(error)
        }
    }

    /// `view` drawn in `traits` and encoded as PNG bytes.
    public func pngData<V: View>(_ view: V, traits: Traits, size: RootSize = .fitting) throws(UIError) -> Data {
        let bitmap = try render(view, traits: traits, size: size).bitmap
        do { return try PNGEncoder.encode(bitmap) } catch { throw .view(.encodingFailed(error)) }
    }

    private static let defaultText: Result<FontTextEngine, FontError> = {
        do throws(FontError) { return .success(try FontTextEngine.withDefaultFonts()) } catch { return .failure(error) }
    }()
}

/// Runs `operation` with `configuration` in force for every render and snapshot inside it.
public func withRenderConfiguration<R>(_ configuration: RenderConfiguration, operation: () throws -> R) rethrows -> R {
    try RenderConfiguration.$scoped.withValue(configuration, operation: operation)
}

/// A value behind a lock, for the package-wide default.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

/// The `async` form of ``withRenderConfiguration(_:operation:)``.
public func withRenderConfiguration<R>(
    _ configuration: RenderConfiguration, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await RenderConfiguration.$scoped.withValue(configuration, operation: operation, isolation: isolation)
}
