import PenumbraCore
import PenumbraText
import PenumbraVector
import PenumbraStyle

/// Turns a ``ViewNode`` tree into the resolved tree for one trait collection: trait overrides
/// applied down the tree, every colour, font and image resolved, environment modifiers consumed.
struct TreeResolver {
    let colors: any ColorResolver
    let images: any ImageResolver
    let text: any TextMeasurer
    /// Where errors of content built during layout go.
    var sink = LayoutErrorSink()

    /// What flows down the tree.
    struct Environment {
        var traits: Traits
        var foreground: ColorReference = .named("label")
        var font: FontReference = .body
        var lineLimit: Int? = nil
        var lineSpacing: Double = 0
        var truncation: TruncationMode = .tail
        var minimumScaleFactor: Double = 1
        var minimumLines: Int?
        var textAlignment: HorizontalAlignment = .leading
        /// The axis of the nearest enclosing stack, for spacers and dividers.
        var axis: Axis? = nil
    }

    func resolve(_ node: ViewNode, path: String, env: Environment) throws(ViewError) -> ResolvedBox {
        switch node {
        case .empty:
            return ResolvedBox(path: path, kind: .empty)
        case let .viewThatFits(horizontal, vertical, children):
            var inner = env
            inner.axis = nil
            var boxes: [ResolvedBox] = []
            for (i, child) in children.enumerated() {
                boxes.append(try resolve(child, path: "\(path).children[\(i)]", env: inner))
            }
            return ResolvedBox(path: path, kind: .firstFitting(horizontal: horizontal, vertical: vertical, children: boxes))
        case .geometry(let content):
            let resolver = self
            let inner = env
            let resolution = GeometryResolution(content, sink: sink) { (node) throws(ViewError) in
                try resolver.resolve(node, path: "\(path).content", env: inner)
            }
            return ResolvedBox(path: path, kind: .geometry(resolution))
        case let .layout(layout, children):
            var inner = env
            inner.axis = nil
            var boxes: [ResolvedBox] = []
            var values: [[ObjectIdentifier: Any]] = []
            for (i, child) in children.enumerated() where child != .empty {
                boxes.append(try resolve(child, path: "\(path).children[\(i)]", env: inner))
                values.append(Self.layoutValues(of: child))
            }
            return ResolvedBox(path: path, kind: .custom(CustomLayoutResolution(layout, children: boxes, values: values, sink: sink, path: path)))
        case let .shape(kind, fill, stroke):
            let fillColor = try color(fill ?? env.foreground, path: path, env: env)
            let resolvedStroke = try stroke.map { (s) throws(ViewError) in try self.stroke(s, path: path, env: env) }
            return ResolvedBox(path: path, kind: .shape(kind, fill: fillColor, stroke: resolvedStroke))
        case let .gradient(kind, gradient):
            return ResolvedBox(path: path, kind: .gradient(kind, try self.gradient(gradient, path: path, env: env)))
        case let .text(string):
            let run = TextRun(string: string, font: try font(env.font, path: path, env: env),
                              color: try color(env.foreground, path: path, env: env), lineLimit: env.lineLimit,
                              alignment: env.textAlignment, lineSpacing: env.lineSpacing)
            return ResolvedBox(path: path, kind: .text(fitted(run, env)))
        case .styledText(let nodes):
            var spans: [ResolvedTextSpan] = []
            for (i, span) in nodes.enumerated() {
                let spanPath = nodes.count == 1 ? path : "\(path).spans[\(i)]"
                var font = try font(span.font ?? env.font, path: spanPath, env: env)
                if let weight = span.weight { font.weight = weight }
                font.italic = font.italic || span.italic
                let color = try color(span.foreground ?? env.foreground, path: spanPath, env: env)
                func decoration(_ d: TextSpanNode.Decoration?) throws(ViewError) -> ResolvedColor? {
                    guard let d else { return nil }
                    return try d.color.map { (c) throws(ViewError) in try self.color(c, path: spanPath, env: env) } ?? color
                }
                spans.append(ResolvedTextSpan(string: span.string, font: font, color: color, tracking: span.tracking,
                                              baselineOffset: span.baselineOffset, underline: try decoration(span.underline),
                                              strikethrough: try decoration(span.strikethrough)))
            }
            guard let first = spans.first else { return ResolvedBox(path: path, kind: .empty) }
            var run = TextRun(string: spans.map(\.string).joined(), font: first.font, color: first.color, lineLimit: env.lineLimit,
                              alignment: env.textAlignment, lineSpacing: env.lineSpacing)
            run.spans = spans
            return ResolvedBox(path: path, kind: .text(fitted(run, env)))
        case let .image(reference):
            return try image(reference, path: path, env: env)
        case let .spacer(minLength):
            return ResolvedBox(path: path, kind: .spacer(minLength: max(0, minLength ?? 8), axis: env.axis))
        case .divider:
            let c = try color(.named("separator"), path: path, env: env)
            return ResolvedBox(path: path, kind: .divider(c, axis: env.axis ?? .vertical))
        case let .vstack(alignment, spacing, children):
            return try stack(.vertical, Alignment(horizontal: alignment, vertical: .center), spacing, children, path, env)
        case let .hstack(alignment, spacing, children):
            return try stack(.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing, children, path, env)
        case let .zstack(alignment, children):
            var inner = env
            inner.axis = nil
            var boxes: [ResolvedBox] = []
            for (i, child) in children.enumerated() where child != .empty {
                boxes.append(try resolve(child, path: "\(path).children[\(i)]", env: inner))
            }
            return ResolvedBox(path: path, kind: .zstack(alignment, children: boxes))
        case let .modified(content, modifier):
            return try modified(content, modifier, path: path, env: env)
        }
    }

    /// The values `layoutValue` modifiers set on a custom layout's child, through the modifiers
    /// wrapping it (the outermost wins for a key set twice).
    static func layoutValues(of node: ViewNode) -> [ObjectIdentifier: Any] {
        var values: [ObjectIdentifier: Any] = [:]
        var current = node
        while case let .modified(content, modifier) = current {
            if case .layoutValue(let entry) = modifier, values[entry.key] == nil { values[entry.key] = entry.value }
            current = content
        }
        return values
    }

    private func stack(_ axis: Axis, _ alignment: Alignment, _ spacing: Double?, _ children: [ViewNode],
                       _ path: String, _ env: Environment) throws(ViewError) -> ResolvedBox {
        var inner = env
        inner.axis = axis
        var boxes: [ResolvedBox] = []
        for (i, child) in children.enumerated() where child != .empty {
            boxes.append(try resolve(child, path: "\(path).children[\(i)]", env: inner))
        }
        return ResolvedBox(path: path, kind: .stack(axis, alignment: alignment,
                                                    gaps: StackSpacing.gaps(spacing, axis: axis, children: boxes), children: boxes))
    }

    func color(_ reference: ColorReference, path: String, env: Environment) throws(ViewError) -> ResolvedColor {
        switch reference {
        case .literal(let rgba):
            return ResolvedColor(rgba: rgba)
        case .color(let value):
            return ResolvedColor(rgba: value.resolved(in: env.traits), name: value.name, isDynamic: value.isDynamic)
        case .named(let name):
            guard let resolved = colors.resolve(name, traits: env.traits) else {
                throw .unknownColor(path: path, name: name,
                                    suggestion: NameSuggestion.nearest(to: name, in: colors.colorNames))
            }
            return resolved
        }
    }

    /// A gradient's stops resolved for the subtree's traits; each stop's errors name the stop
    /// (`root.background.stops[1]`).
    func gradient(_ g: GradientSpec, path: String, env: Environment) throws(ViewError) -> ResolvedGradient {
        var stops: [ResolvedGradient.Stop] = []
        for (i, stop) in g.stops.enumerated() {
            stops.append(.init(color: try color(stop.color, path: "\(path).stops[\(i)]", env: env), location: stop.location))
        }
        return ResolvedGradient(stops: stops, geometry: g.geometry)
    }

    func stroke(_ spec: StrokeSpec, path: String, env: Environment) throws(ViewError) -> ResolvedStroke {
        ResolvedStroke(color: try color(spec.color, path: path, env: env), lineWidth: spec.lineWidth, dash: spec.dash,
                       style: spec.style, placement: spec.placement)
    }

    /// `run` with the environment's truncation, scale factor and minimum lines.
    private func fitted(_ run: TextRun, _ env: Environment) -> TextRun {
        var r = run
        r.truncation = env.truncation
        r.minimumScaleFactor = env.minimumScaleFactor
        r.minimumLines = env.minimumLines
        return r
    }

    func font(_ reference: FontReference, path: String, env: Environment) throws(ViewError) -> ResolvedFont {
        let family: String?, size: Double, weight: FontWeight
        var advance: Double?
        switch reference {
        case let .textStyle(style, fam, w):
            family = fam
            size = text.pointSize(of: style, category: env.traits.contentSizeCategory)
            weight = w ?? style.weight
            if fam == nil { advance = style.leading(for: env.traits.contentSizeCategory) }
        case let .fixed(s, fam, w):
            family = fam; size = s; weight = w
        case let .leading(base, points):
            var f = try font(base, path: path, env: env)
            f.leading = points
            return f
        case let .italic(base):
            var f = try font(base, path: path, env: env)
            f.italic = true
            return f
        }
        // A name no registered font has draws in the system font, as on iOS; the render reports
        // it (``FontReport``), and a strict render fails with it.
        var resolved = ResolvedFont(family: family, size: max(0, size), weight: weight)
        resolved.lineAdvance = advance
        return resolved
    }

    private func image(_ reference: ImageReference, path: String, env: Environment) throws(ViewError) -> ResolvedBox {
        var template = reference.renderingMode == .template
        let content: ResolvedImage.Content, intrinsic: Size, name: String?
        var mirrored = false
        switch reference.source {
        case let .bitmap(bitmap, scale):
            content = .bitmap(bitmap, scale: scale)
            intrinsic = Size(Double(bitmap.width) / Double(scale), Double(bitmap.height) / Double(scale))
            name = nil
        case .named(let assetName):
            let found: AssetImage?
            let images = reference.catalog?.resolver ?? images
            do { found = try images.asset(named: assetName, traits: env.traits) } catch {
                if case let .invalidImage(_, name, reason) = error { throw .invalidImage(path: path, name: name, reason: reason) }
                if case let .damagedImage(_, name, fileError) = error { throw .damagedImage(path: path, name: name, fileError) }
                throw error
            }
            guard let found else {
                throw .unknownImage(path: path, name: assetName,
                                    suggestion: NameSuggestion.nearest(to: assetName, in: images.imageNames))
            }
            switch found.content {
            case let .bitmap(bitmap, scale):
                content = .bitmap(bitmap, scale: scale)
                intrinsic = Size(Double(bitmap.width) / Double(scale), Double(bitmap.height) / Double(scale))
            case let .vector(drawing, preservesVector):
                content = .vector(drawing, preservesVector: preservesVector)
                intrinsic = drawing.size
            case let .symbolTemplate(data, file):
                // The glyph of the font's weight, as tall as the font makes it (the template is
                // drawn at 100 points).
                let font = try font(env.font, path: path, env: env)
                let weight = SVGSymbolTemplate.weights[max(0, min(8, (font.weight.value + 50) / 100 - 1))]
                let drawing: VectorDrawing
                do { drawing = try SVGSymbolTemplate.read(data, file: file, weight: weight, scale: reference.symbolScale.templateScale) } catch {
                    throw .damagedImage(path: path, name: assetName, .vector(error))
                }
                content = .vector(drawing, preservesVector: true)
                let k = font.size / SVGSymbolTemplate.templatePointSize
                intrinsic = Size(drawing.size.width * k, drawing.size.height * k)
            }
            // No rendering mode given: the asset's own intent ("Template Image" tints).
            if reference.renderingMode == nil { template = found.isTemplate }
            mirrored = found.isMirrored
            name = assetName
        case .symbol(let symbolName):
            // A team's own export of the symbol (a `.symbolset` of that name in its catalog) first.
            if case .symbolTemplate? = (try? images.asset(named: symbolName, traits: env.traits))?.content {
                var named = reference
                named.source = .named(symbolName)
                return try image(named, path: path, env: env)
            }
            // A name with no glyph draws a placeholder; the render reports it (SymbolReport).
            let outline = SymbolCatalog.outline(symbolName, direction: env.traits.layoutDirection)
            // A symbol is as tall as the font's point size, as SF Symbols sized by a text style.
            let side = try font(env.font, path: path, env: env).size * reference.symbolScale.factor
            content = .symbol(outline)
            intrinsic = Size(side, side)
            name = symbolName
            template = true
        }
        let tint = template ? try color(env.foreground, path: path, env: env) : nil
        let resolved = ResolvedImage(content: content, name: name, tint: tint,
                                     usesNearestFiltering: reference.usesNearestFiltering, isMirrored: mirrored)
        return ResolvedBox(path: path, kind: .image(resolved, intrinsic: intrinsic, resizable: reference.isResizable))
    }
}

extension ImageSource {
    var isSymbol: Bool { if case .symbol = self { true } else { false } }
}
