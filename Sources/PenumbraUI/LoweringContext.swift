import PenumbraCore
import PenumbraStyle
import PenumbraView

/// Turns `PenumbraUI` views into the view stage's tree for one environment: each custom view's
/// `body` is evaluated with the environment of the place it is rendered in (so `@Environment`
/// reads the variant's values), groups and `ForEach` join their parent, and modifiers become
/// tree modifiers.
struct LoweringContext {
    /// The environment at this point of the tree.
    var env: EnvironmentValues
    /// The view path so far (`PayButton/HStack`), for errors.
    var path: String
    /// How many custom views enclose this point.
    var depth = 0
    /// The palette, for the accent colour and for colours with an opacity.
    let colors: any ColorResolver

    /// Deeper than this, a body almost certainly contains its own view.
    static let maxDepth = 256

    init(env: EnvironmentValues, colors: any ColorResolver, path: String = "root") {
        self.env = env
        self.colors = colors
        self.path = path
    }

    // MARK: Views

    /// Appends the nodes of `view`.
    func lower<V: View>(_ view: V, into nodes: inout [ViewNode]) throws(UIError) {
        if let primitive = view as? any PrimitiveView {
            try primitive.lower(into: &nodes, self)
            return
        }
        let name = Self.typeName(V.self)
        if let host = view as? any _PenumbraUIKitHost {
            try lowerHosted(host, name: name, into: &nodes)
            return
        }
        var inner = self
        inner.path = "\(path)/\(name)"
        inner.depth += 1
        guard inner.depth <= Self.maxDepth else { throw .tooDeep(path: inner.path, limit: Self.maxDepth) }
        // Objects the body reads from the environment must be there, or the body would crash.
        for child in Mirror(reflecting: view).children {
            if let requirement = child.value as? any EnvironmentRequirement, let missing = requirement.missingObject(in: env) {
                throw .missingEnvironmentObject(path: inner.path, type: missing)
            }
        }
        let start = nodes.count
        // The body and everything lowered from it (ForEach closures, content closures kept for
        // later) read the environment of this view's place.
        var failure: UIError?
        EnvironmentValues.withCurrent(env) {
            do throws(UIError) { try inner.lower(MainActorBody.of(view), into: &nodes) } catch { failure = error }
        }
        if let failure { throw failure }
        for i in start..<nodes.count { nodes[i] = .modified(nodes[i], .source(name)) }
    }

    /// The nodes of `view`.
    func nodes<V: View>(_ view: V) throws(UIError) -> [ViewNode] {
        var out: [ViewNode] = []
        try lower(view, into: &out)
        return out
    }

    /// `view` as one node: several views stack as SwiftUI stacks a multi-view body where one view
    /// is expected (on top of each other in backgrounds and overlays, `layered`; else vertically).
    func single<V: View>(_ view: V, layered: Bool = false) throws(UIError) -> ViewNode {
        let list = try nodes(view)
        switch list.count {
        case 0: return .empty
        case 1: return list[0]
        default: return layered ? .zstack(alignment: .center, children: list) : .vstack(alignment: .center, spacing: nil, children: list)
        }
    }

    /// Appends the nodes of `content`, each wrapped in `modifier` (a modifier on a group applies
    /// to each of its views, as in SwiftUI).
    func lower<V: View>(_ content: V, modifier: PenumbraView.NodeModifier, into nodes: inout [ViewNode]) throws(UIError) {
        let start = nodes.count
        try lower(content, into: &nodes)
        for i in start..<nodes.count { nodes[i] = .modified(nodes[i], modifier) }
    }

    /// Appends the nodes of `content` lowered in a changed environment, wrapped in the tree
    /// modifiers that carry the change to the view stage (trait overrides, font, colour).
    func lower<V: View>(_ content: V, changing change: (inout EnvironmentValues) -> Void,
                        into nodes: inout [ViewNode]) throws(UIError) {
        var inner = self
        change(&inner.env)
        // A trait the change sets (rather than derives from the enclosing value) is an
        // override even where it equals the enclosing value: the tree must keep it when it is
        // shown under other traits (the stuck-colour check builds under one, shows under another).
        var flipped = env
        flipped.traits = env.traits.flipped
        change(&flipped)
        let modifiers = try inner.environmentModifiers(since: env, setTraits: inner.env.traits.fieldsEqual(to: flipped.traits))
        let start = nodes.count
        try inner.lower(content, into: &nodes)
        for i in start..<nodes.count {
            for m in modifiers { nodes[i] = .modified(nodes[i], m) }
        }
    }

    /// The tree modifiers that make the view stage see this environment where it saw `old`.
    func environmentModifiers(since old: EnvironmentValues, setTraits: Set<TraitField> = []) throws(UIError) -> [PenumbraView.NodeModifier] {
        var out: [PenumbraView.NodeModifier] = []
        let t = env.traits, o = old.traits
        if env.lineLimit != old.lineLimit { out.append(.lineLimit(env.lineLimit)) }
        if env.lineSpacing != old.lineSpacing { out.append(.lineSpacing(max(0, Double(env.lineSpacing)))) }
        if env.minimumLines != old.minimumLines { out.append(.minimumLines(env.minimumLines)) }
        if env.truncationMode != old.truncationMode { out.append(.truncationMode(env.truncationMode.mode)) }
        if env.minimumScaleFactor != old.minimumScaleFactor { out.append(.minimumScaleFactor(Double(env.minimumScaleFactor))) }
        if env.multilineTextAlignment != old.multilineTextAlignment {
            out.append(.multilineTextAlignment(Self.alignment(env.multilineTextAlignment)))
        }
        // The foreground is resolved when it is set (and again when the system colour set
        // changes); a font again when the text size changes (custom sizes scale with it).
        if env.foregroundVersion != old.foregroundVersion || env.systemColors != old.systemColors,
           let foreground = env.foreground {
            out.append(.foregroundColor(try paint(foreground).color))
        }
        if let font = env.textFont(), font != old.textFont() || t.contentSizeCategory != o.contentSizeCategory {
            out.append(.font(try fontReference(font)))
        }
        var overrides = TraitOverrides()
        func overridden(_ field: TraitField, _ changed: Bool) -> Bool { changed || setTraits.contains(field) }
        if overridden(.style, t.userInterfaceStyle != o.userInterfaceStyle) { overrides.userInterfaceStyle = t.userInterfaceStyle }
        if overridden(.level, t.userInterfaceLevel != o.userInterfaceLevel) { overrides.userInterfaceLevel = t.userInterfaceLevel }
        if overridden(.contrast, t.accessibilityContrast != o.accessibilityContrast) { overrides.accessibilityContrast = t.accessibilityContrast }
        if overridden(.direction, t.layoutDirection != o.layoutDirection) { overrides.layoutDirection = t.layoutDirection }
        if overridden(.category, t.contentSizeCategory != o.contentSizeCategory) { overrides.contentSizeCategory = t.contentSizeCategory }
        if overrides != TraitOverrides() { out.append(.traitOverrides(overrides)) }
        return out
    }

    // MARK: Fonts and colours

    /// The view stage's font for `font` at this point's text size.
    func fontReference(_ font: Font) throws(UIError) -> FontReference {
        font.reference(category: env.traits.contentSizeCategory, designs: env.fontDesigns)
    }

    /// An Apple system colour of the environment's set.
    func systemColor(_ name: String) -> PenumbraStyle.StyleColor {
        env.systemColors.color(name) ?? PenumbraStyle.StyleColor(.clear)
    }

    /// The accent colour: the palette's `AccentColor` when it has one (as an app's asset
    /// catalog does), else the system blue.
    var accentReference: ColorReference {
        colors.resolve("AccentColor", traits: env.traits) != nil ? .named("AccentColor") : .color(systemColor("systemBlue"))
    }

    /// `base` with its alpha multiplied by `opacity`; a palette colour keeps its identity with a
    /// derived name (`brand*0.5`).
    func applying(opacity: Double, to base: ColorReference) throws(UIError) -> ColorReference {
        guard opacity < 1 else { return base }
        @Sendable func scaled(_ c: RGBA8) -> RGBA8 { RGBA8(c.r, c.g, c.b, UInt8((Double(c.a) * opacity).rounded())) }
        switch base {
        case .literal(let rgba):
            return .literal(scaled(rgba))
        case .color(let color):
            return .color(PenumbraStyle.StyleColor(name: "\(color.name ?? color.description)*\(opacity)", scope: color.scope) { traits in
                PenumbraStyle.StyleColor(scaled(color.resolved(in: traits)))
            })
        case .named(let name):
            try requireNamed(name)
            let palette = colors
            return .color(PenumbraStyle.StyleColor(name: "\(name)*\(opacity)") { traits in
                PenumbraStyle.StyleColor(scaled(palette.resolve(name, traits: traits)?.rgba ?? .clear))
            })
        }
    }

    /// `base` with its alpha replaced by `alpha` (UIKit's `withAlphaComponent`).
    func replacing(alpha: Double, of base: ColorReference) throws(UIError) -> ColorReference {
        let byte = UInt8((min(1, max(0, alpha.isNaN ? 0 : alpha)) * 255).rounded())
        switch base {
        case .literal(let rgba): return .literal(RGBA8(rgba.r, rgba.g, rgba.b, byte))
        case .color(let color): return .color(color.withAlpha(alpha))
        case .named(let name):
            try requireNamed(name)
            let palette = colors
            return .color(PenumbraStyle.StyleColor(name: "\(name)@\(alpha)") { traits in
                var c = palette.resolve(name, traits: traits)?.rgba ?? .clear
                c.a = byte
                return PenumbraStyle.StyleColor(c)
            })
        }
    }

    /// Resolves UIKit colours inside a dynamic provider (which runs while the view stage
    /// resolves, with the traits of the place it is drawn).
    func colorResolver() -> @Sendable (UIColor, Traits) -> RGBA8 {
        let set = env.systemColors, palette = colors
        return { color, traits in color.resolved(traits, systemColors: set, palette: palette) }
    }

    /// Throws the view stage's unknown-colour error, with the view path, for a name the
    /// palette lacks.
    private func requireNamed(_ name: String) throws(UIError) {
        guard colors.resolve(name, traits: env.traits) == nil else { return }
        throw .view(.unknownColor(path: path, name: name, suggestion: NameSuggestion.nearest(to: name, in: colors.colorNames)))
    }

    // MARK: Names

    /// A type's name without generic arguments or module (`Card<Text>` → `Card`).
    static func typeName(_ type: Any.Type) -> String {
        let full = String(describing: type)
        return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    }

    /// The view stage's alignment of a text alignment.
    static func alignment(_ a: TextAlignment) -> HorizontalAlignment {
        switch a {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// The traits an environment change can override.
enum TraitField: Hashable { case style, level, contrast, direction, category }

extension Traits {
    /// Every overridable trait changed to another value.
    var flipped: Traits {
        var t = self
        t.userInterfaceStyle = userInterfaceStyle == .dark ? .light : .dark
        t.userInterfaceLevel = userInterfaceLevel == .elevated ? .base : .elevated
        t.accessibilityContrast = accessibilityContrast == .high ? .normal : .high
        t.layoutDirection = layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
        t.contentSizeCategory = contentSizeCategory == .large ? .extraSmall : .large
        return t
    }

    /// The overridable traits that are equal in `other`.
    func fieldsEqual(to other: Traits) -> Set<TraitField> {
        var set: Set<TraitField> = []
        if userInterfaceStyle == other.userInterfaceStyle { set.insert(.style) }
        if userInterfaceLevel == other.userInterfaceLevel { set.insert(.level) }
        if accessibilityContrast == other.accessibilityContrast { set.insert(.contrast) }
        if layoutDirection == other.layoutDirection { set.insert(.direction) }
        if contentSizeCategory == other.contentSizeCategory { set.insert(.category) }
        return set
    }
}
