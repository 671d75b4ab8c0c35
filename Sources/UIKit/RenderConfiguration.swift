import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraStyle
import PenumbraText
import PenumbraView

/// What `PenumbraUI` views and UIKit views render with: the palette `Color("Name")` reads, the image assets
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
    /// The registered families that draw the system font's designs, e.g.
    /// `[.monospaced: "DejaVu Sans Mono", .serif: "DejaVu Serif"]`; a design not listed draws
    /// in the default family. Default: none. (SwiftUI's `fontDesigns` is this, by `Font.Design`.)
    public var systemFontDesigns: [UIFontDescriptor.SystemDesign: String] = [:]
    /// Whether an SF Symbols name with no glyph fails the render instead of drawing a placeholder
    /// reported in ``ViewRenderer/Render/warnings``. Default: false.
    public var strictSymbols = false
    /// Whether a font name no registered font has fails the render instead of drawing in the
    /// system font (as iOS does), reported in ``ViewRenderer/Render/warnings``. Default: false.
    public var strictFonts = false

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
    private static let shared = LockedValue(fromEnvironment())

    /// The default configuration, with the system colour set `PENUMBRA_SYSTEM_COLORS` names
    /// (`ios18`, `ios26`; unset or empty: `ios18`), so a test target whose references were
    /// recorded on an iOS 26 simulator draws iOS 26's colours without a line of set-up. Another
    /// value makes every render with this configuration fail, naming the variable.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RenderConfiguration {
        guard let value = environment["PENUMBRA_SYSTEM_COLORS"], !value.isEmpty else { return RenderConfiguration() }
        guard let set = SystemColorSet(rawValue: value) else {
            var configuration = RenderConfiguration()
            configuration.settingError = .invalidSetting(variable: "PENUMBRA_SYSTEM_COLORS", value: value,
                                                         expected: SystemColorSet.allCases.map(\.rawValue))
            return configuration
        }
        return RenderConfiguration(systemColors: set)
    }

    /// Why this configuration cannot render (an invalid environment setting), or nil.
    package var settingError: UIError?

    // MARK: Rendering

    /// What colour names resolve against: the palette, with the system colour set's names behind
    /// it (a catalog's palette never hides `separator` or `systemBackground`).
    package var colors: any ColorResolver { SystemColorFallback(palette: palette, system: systemColors.palette) }

    /// The view stage's renderer over this configuration's resources.
    public func viewRenderer() throws(UIError) -> ViewRenderer {
        if let settingError { throw settingError }
        let engine: any TextMeasurer
        if let text { engine = text } else {
            switch Self.defaultText {
            case .success(let e): engine = e
            case .failure(let error): throw .view(.defaultFontsUnavailable(error))
            }
        }
        var renderer = ViewRenderer(colors: colors, images: images, text: engine)
        renderer.strictSymbols = strictSymbols
        renderer.strictFonts = strictFonts
        return renderer
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
