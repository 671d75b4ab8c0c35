import PenumbraCore

extension TreeResolver {
    /// Resolves a modified view: a modifier that changes what flows down the tree changes the
    /// environment; every other one wraps the resolved content in the layout type that
    /// ``NodeModifier/layout(_:)`` maps it to.
    func modified(_ content: ViewNode, _ modifier: NodeModifier, path: String, env: Environment) throws(ViewError) -> ResolvedBox {
        var modifier = modifier
        var env = env
        var path = path
        switch modifier {
        case .foregroundColor(let c): env.foreground = c
        case .font(let f): env.font = f
        case .lineLimit(let n): env.lineLimit = n
        case .lineSpacing(let spacing): env.lineSpacing = spacing
        case .truncationMode(let mode): env.truncation = mode
        case .minimumScaleFactor(let factor): env.minimumScaleFactor = factor.isFinite ? min(1, max(0.01, factor)) : 1
        case .minimumLines(let lines): env.minimumLines = lines.map { max(1, $0) }
        case .multilineTextAlignment(let a): env.textAlignment = a
        case .source(let name): path = "\(path)/\(name)"
        case .traitOverrides(let overrides): env.traits = overrides.applied(to: env.traits)
        case .frame(let spec):
            let spec = sanitized(spec, path: path)
            try Self.validate(spec, path: path)
            modifier = .frame(spec)
        default: break
        }
        let inner = try resolve(content, path: path, env: env)
        guard let layout = try modifier.layout(ModifierContext(resolver: self, env: env, path: path)) else { return inner }
        return ResolvedBox(path: path, kind: .modified(layout, inner))
    }
}

extension TreeResolver {
    /// `spec` without a fixed width or height that is NaN or infinite, each dropped with a
    /// ``RenderWarning/invalidFrame(path:dimension:value:)``. SwiftUI logs "Invalid frame
    /// dimension (negative or non-finite)" for such a length and lays the view out as if it had
    /// not been given: `Color` 20 pt wide under `.frame(width: .infinity)` or `.frame(width:
    /// .nan)` measures 20 pt (a public SwiftUI layout probe recorded on macOS 26,
    /// swiftui-layout-input-validation.swift, arms P3; OpenSwiftUI's `_FrameLayout` reads the
    /// same). ODS's previews write `.frame(width: .infinity, alignment: .leading)`.
    func sanitized(_ spec: FrameSpec, path: String) -> FrameSpec {
        var spec = spec
        for (name, key) in [("width", \FrameSpec.width), ("height", \FrameSpec.height)] {
            guard let value = spec[keyPath: key], !value.isFinite else { continue }
            sink.warn(.invalidFrame(path: path, dimension: name, value: value))
            spec[keyPath: key] = nil
        }
        return spec
    }

    /// A frame length SwiftUI calls an "invalid frame dimension (negative or non-finite)" and
    /// answers with a size no image can have: a least or ideal length that is not a finite,
    /// non-negative number (SwiftUI measures `inf` or `nan`), or a greatest one that is negative
    /// or NaN (`.infinity` is the usual "fill"). Penumbra names the view instead of drawing an
    /// empty image.
    static func validate(_ spec: FrameSpec, path: String) throws(ViewError) {
        let finite: [(String, Double?)] = [("width", spec.width), ("height", spec.height), ("minWidth", spec.minWidth),
                                           ("idealWidth", spec.idealWidth), ("minHeight", spec.minHeight), ("idealHeight", spec.idealHeight)]
        for case let (name, value?) in finite where !value.isFinite || value < 0 {
            throw .invalidLayout(path: path, reason: "frame(\(name): \(value)): a frame length must be finite and not negative")
        }
        for case let (name, value?) in [("maxWidth", spec.maxWidth), ("maxHeight", spec.maxHeight)] where value.isNaN || value < 0 {
            throw .invalidLayout(path: path, reason: "frame(\(name): \(value)): a frame's greatest length must not be negative or NaN")
        }
    }
}

/// What a modifier's layout type is built with: its colours resolved in the subtree's
/// environment, and the views it lays beside its content resolved at `path.background` (or
/// `.overlay`, `.mask`) outside any stack's axis.
struct ModifierContext {
    let resolver: TreeResolver
    let env: TreeResolver.Environment
    /// The modified view's tree path.
    let path: String

    /// A colour of the modifier, errors naming `path.<name>` (`root.shadow`).
    func color(_ reference: ColorReference, path name: String) throws(ViewError) -> ResolvedColor {
        try resolver.color(reference, path: "\(path).\(name)", env: env)
    }

    /// A line of the modifier, errors naming `path.<name>` (`root.border`).
    func stroke(_ spec: StrokeSpec, path name: String) throws(ViewError) -> ResolvedStroke {
        try resolver.stroke(spec, path: "\(path).\(name)", env: env)
    }

    /// A view beside the content, resolved at `path.<name>` (`root.background`).
    func view(_ node: ViewNode, path name: String) throws(ViewError) -> ResolvedBox {
        var inner = env
        inner.axis = nil
        return try resolver.resolve(node, path: "\(path).\(name)", env: inner)
    }
}
