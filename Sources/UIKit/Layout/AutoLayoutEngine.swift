import PenumbraConstraints

/// Solves a hierarchy's Auto Layout: every view and guide gets four variables (left, top, width,
/// height, in the root's coordinates); views that translate their autoresizing mask, and the
/// root, are fixed at their frames; the others get their intrinsic size (held by hugging and
/// compression resistance) and the active constraints. Cassowary (``ConstraintSolver``) finds
/// the solution UIKit's engine finds: every required constraint, then the optional ones by
/// priority.
///
/// An unsatisfiable required constraint is broken (left out) and logged as UIKit logs it; views
/// whose frames a free variable chose are listed as ambiguous. Both go to the root's
/// ``UIView/penumbraConstraintLog``.
@preconcurrency @MainActor
struct AutoLayoutEngine {
    /// A view's or guide's four variables, and the layout direction its leading and trailing
    /// edges follow (read once per solve, not once per constraint).
    struct Vars {
        let x, y, w, h: LayoutVariable
        var rtl = false
    }

    /// What a solver label (`#12`) stands for, made readable only when the log needs it: the
    /// labels of a solve that breaks nothing are never formatted.
    enum LabelSource {
        /// An `NSLayoutConstraint`: its description.
        case constraint(NSLayoutConstraint)
        /// A constraint the engine adds for a view (`… hugging width`): the view's path and the suffix.
        case view(UIView, String)
        /// A guide's constraint: the owner's path, the guide's name and the suffix.
        case guide(UIView, String, String)
        /// A fixed text (`root.minX`).
        case text(String)
    }

    let root: UIView
    let solver = ConstraintSolver()
    var vars: [ObjectIdentifier: Vars] = [:]
    var views: [UIView] = []
    var log: [String] = []
    /// What each solver label stands for, by its number.
    var labels: [LabelSource] = []
    /// Layout widths of multi-line labels, from the previous solve.
    var labelWidths: [ObjectIdentifier: CGFloat] = [:]

    /// The deepest hierarchy laid out.
    static let depthLimit = LayerDrawing.depthLimit

    init(root: UIView) { self.root = root }

    /// Whether any view under `root` uses Auto Layout.
    static func isNeeded(under root: UIView) -> Bool {
        var needed = false
        root.forEachInTree { v in
            if !v.autoLayout.installed.isEmpty || (v !== root && !v.translatesAutoresizingMaskIntoConstraints) { needed = true }
        }
        return needed
    }

    /// Solves the hierarchy and sets the frames of its Auto Layout views. Multi-line labels get a
    /// second solve with the widths the first one gave them, as UIKit's engine does.
    static func layout(_ root: UIView) throws(UIKitError) {
        var widths: [ObjectIdentifier: CGFloat] = [:]
        for _ in 0..<3 {
            var engine = AutoLayoutEngine(root: root)
            engine.labelWidths = widths
            try engine.build(fixRootSize: true, fitting: nil)
            let next = engine.multilineWidths()
            if next == widths || next.isEmpty {
                engine.apply()
                return
            }
            widths = next
        }
        var engine = AutoLayoutEngine(root: root)
        engine.labelWidths = widths
        try engine.build(fixRootSize: true, fitting: nil)
        engine.apply()
    }

    /// The size `view`'s constraints give it when pulled toward `target`.
    static func fittingSize(of view: UIView, target: CGSize,
                            priorities: (UILayoutPriority, UILayoutPriority)) throws(UIKitError) -> CGSize {
        var widths: [ObjectIdentifier: CGFloat] = [:]
        var size = CGSize.zero
        for _ in 0..<3 {
            var engine = AutoLayoutEngine(root: view)
            engine.labelWidths = widths
            try engine.build(fixRootSize: false, fitting: (target, priorities))
            guard let r = engine.vars[ObjectIdentifier(view)] else { return view.bounds.size }
            size = CGSize(width: engine.solver.value(of: r.w), height: engine.solver.value(of: r.h))
            let next = engine.multilineWidths()
            if next == widths || next.isEmpty { break }
            widths = next
        }
        return size
    }

    // MARK: Building

    private mutating func build(fixRootSize: Bool, fitting: (CGSize, (UILayoutPriority, UILayoutPriority))?) throws(UIKitError) {
        // Views, parents first, with their depth bounded.
        // Variables are unnamed: the log and the ambiguity report name views by their paths, made
        // only when they are read.
        var stack: [(UIView, Int)] = [(root, 0)]
        while let (v, depth) = stack.popLast() {
            guard depth <= Self.depthLimit else { throw .tooDeep(path: v.penumbraPath, limit: Self.depthLimit) }
            views.append(v)
            vars[ObjectIdentifier(v)] = makeVars(rtl: v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            for s in v.subviews.reversed() { stack.append((s, depth + 1)) }
        }
        for v in views { v.updateConstraintsIfNeeded() }
        let r = vars[ObjectIdentifier(root)]!
        require(LinearExpression(r.x), .equal, 0, .text("root.minX"))
        require(LinearExpression(r.y), .equal, 0, .text("root.minY"))
        if fixRootSize {
            require(LinearExpression(r.w), .equal, Double(root.bounds.width), .text("root.width"))
            require(LinearExpression(r.h), .equal, Double(root.bounds.height), .text("root.height"))
        } else if let (target, (hp, vp)) = fitting {
            add(LinearExpression(r.w) - Double(target.width), .equal, hp, .text("fitting.width"))
            add(LinearExpression(r.h) - Double(target.height), .equal, vp, .text("fitting.height"))
            intrinsic(root, r)
        }
        for v in views where v !== root {
            let mine = vars[ObjectIdentifier(v)]!
            guard let parent = v.superview, let pv = vars[ObjectIdentifier(parent)] else { continue }
            if v.translatesAutoresizingMaskIntoConstraints {
                let f = v.frame
                require(mine.x - pv.x, .equal, Double(f.minX - parent.bounds.minX), .view(v, " autoresizing minX"))
                require(mine.y - pv.y, .equal, Double(f.minY - parent.bounds.minY), .view(v, " autoresizing minY"))
                require(LinearExpression(mine.w), .equal, Double(f.width), .view(v, " autoresizing width"))
                require(LinearExpression(mine.h), .equal, Double(f.height), .view(v, " autoresizing height"))
            }
        }
        for v in views {
            // Generated first: a stack view's constraints may create its margins guide.
            let generated = v.generatedConstraints()
            try guides(of: v)
            for c in generated { try add(c) }
            for c in v.autoLayout.installed { try add(c) }
        }
        // Content size last, as UIKit adds its content-size constraints when it updates
        // constraints in the layout pass, after the app's: a required compression resistance
        // that contradicts a required constraint of the app's is the one broken (a multi-line
        // label held to a required width below its text's wraps, as a simulator draws it).
        for v in views where v !== root && !v.translatesAutoresizingMaskIntoConstraints {
            intrinsic(v, vars[ObjectIdentifier(v)]!)
        }
    }

    /// Four new unnamed variables.
    private func makeVars(rtl: Bool) -> Vars {
        Vars(x: solver.makeVariable(""), y: solver.makeVariable(""), w: solver.makeVariable(""), h: solver.makeVariable(""), rtl: rtl)
    }

    /// A guide's name in the log: its identifier, or `guide`.
    private static func name(of g: UILayoutGuide) -> String { g.identifier.isEmpty ? "guide" : g.identifier }

    /// Hugging and compression resistance around the intrinsic size.
    private mutating func intrinsic(_ v: UIView, _ mine: Vars) {
        let size = v.intrinsicSize(forLayoutWidth: labelWidths[ObjectIdentifier(v)])
        if size.width >= 0, size.width.isFinite {
            add(mine.w - Double(size.width), .lessThanOrEqual, v.autoLayout.hugging.h, .view(v, " hugging width"))
            add(mine.w - Double(size.width), .greaterThanOrEqual, v.autoLayout.compression.h, .view(v, " compression width"))
        }
        if size.height >= 0, size.height.isFinite {
            add(mine.h - Double(size.height), .lessThanOrEqual, v.autoLayout.hugging.v, .view(v, " hugging height"))
            add(mine.h - Double(size.height), .greaterThanOrEqual, v.autoLayout.compression.v, .view(v, " compression height"))
        }
    }

    /// The built-in and added guides of `v`, tied to it.
    private mutating func guides(of v: UIView) throws(UIKitError) {
        let owner = vars[ObjectIdentifier(v)]!
        var all = v.autoLayout.guides
        all += [v.autoLayout.marginsGuide, v.autoLayout.safeAreaGuide, v.autoLayout.readableGuide].compactMap { $0 }
        for g in all {
            let name = Self.name(of: g)
            let gv = makeVars(rtl: owner.rtl)
            vars[ObjectIdentifier(g)] = gv
            guard let kind = g.kind else { continue }
            var insets = UIEdgeInsets.zero
            switch kind {
            case .margins, .readable: insets = v.effectiveMargins()
            case .safeArea: insets = v.safeAreaInsets
            }
            require(gv.x - owner.x, .equal, Double(insets.left), .guide(v, name, ".left"))
            require(gv.y - owner.y, .equal, Double(insets.top), .guide(v, name, ".top"))
            require(gv.w - owner.w, .equal, Double(-insets.left - insets.right), .guide(v, name, ".width"))
            require(gv.h - owner.h, .equal, Double(-insets.top - insets.bottom), .guide(v, name, ".height"))
        }
    }

    // MARK: Constraints

    private mutating func require(_ e: LinearExpression, _ relation: ConstraintRelation, _ constant: Double, _ source: LabelSource) {
        add(e - constant, relation, .required, source)
    }

    /// What a solver label stands for, as the log writes it.
    private func readable(_ label: String) -> String {
        guard label.first == "#", let i = Int(label.dropFirst()), labels.indices.contains(i) else { return label }
        switch labels[i] {
        case .constraint(let c): return c.description
        case let .view(v, suffix): return v.penumbraPath + suffix
        case let .guide(v, name, suffix): return v.penumbraPath + "." + name + suffix
        case .text(let text): return text
        }
    }

    private mutating func add(_ e: LinearExpression, _ relation: ConstraintRelation, _ priority: UILayoutPriority, _ source: LabelSource) {
        // A short label now (`#12`); what it stands for only if the log needs it.
        let label = "#\(labels.count)"
        labels.append(source)
        do throws(ConstraintError) {
            _ = try solver.add(e, relation, strength: ConstraintStrength(priority: min(1000, max(1, priority.rawValue))), label: label)
        } catch {
            // UIKit's log: the conflicting set, then the constraint it breaks (the one that did not fit).
            if case let .unsatisfiable(broken, conflicting) = error {
                log.append("Unable to simultaneously satisfy constraints: " + (conflicting + [broken]).map(readable).joined(separator: ", ")
                           + ". Will attempt to recover by breaking constraint \(readable(broken))")
            } else {
                log.append("Unable to add constraint \(readable(label)): \(error)")
            }
        }
    }

    /// Adds one `NSLayoutConstraint` if both its items are in this hierarchy.
    private mutating func add(_ c: NSLayoutConstraint) throws(UIKitError) {
        guard c.isActive || c.host == nil else { return }
        guard c.constant.isFinite, c.multiplier.isFinite else {
            throw .invalidConstraint(path: NSLayoutConstraint.view(of: c.firstItem)?.penumbraPath ?? "?", constraint: c.description)
        }
        for item in [c.firstItem, c.secondItem] {
            if let g = item as? UILayoutGuide, vars[ObjectIdentifier(g)] == nil, let owner = g.owningView,
               let ov = vars[ObjectIdentifier(owner)] {
                vars[ObjectIdentifier(g)] = makeVars(rtl: ov.rtl)
            }
        }
        guard let first = c.firstItem, let lhs = expression(first, c.firstAttribute) else { return }
        var rhs = LinearExpression(constant: Double(c.constant))
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard let e = expression(second, c.secondAttribute) else { return }
            rhs = e * Double(c.multiplier) + Double(c.constant)
        }
        let relation: ConstraintRelation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        add(lhs - rhs, relation, c.priority, .constraint(c))
    }

    /// An item's attribute as a linear expression of its variables.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        guard let v = vars[ObjectIdentifier(item)] else { return nil }
        let rtl = v.rtl
        // Margins only for the margin attributes (a guide has none).
        var m: UIEdgeInsets { (item as? UIView)?.effectiveMargins() ?? .zero }
        let x = LinearExpression(v.x), y = LinearExpression(v.y)
        switch attribute {
        case .left: return x
        case .right: return x + v.w
        case .top: return y
        case .bottom: return y + v.h
        case .leading: return rtl ? x + v.w : x
        case .trailing: return rtl ? x + v.w - 0 : x + v.w
        case .width: return LinearExpression(v.w)
        case .height: return LinearExpression(v.h)
        case .centerX: return x + 0.5 * v.w
        case .centerY: return y + 0.5 * v.h
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView, let offset = view.baselineOffsetFromTop(first: attribute == .firstBaseline,
                                                                                   layoutWidth: labelWidths[ObjectIdentifier(view)])
            else { return y + v.h }
            return y + Double(offset)
        case .leftMargin: return x + Double(m.left)
        case .rightMargin: return x + v.w - Double(m.right)
        case .topMargin: return y + Double(m.top)
        case .bottomMargin: return y + v.h - Double(m.bottom)
        case .leadingMargin: return rtl ? x + v.w - Double(m.right) : x + Double(m.left)
        case .trailingMargin: return rtl ? x + Double(m.left) : x + v.w - Double(m.right)
        case .centerXWithinMargins: return x + 0.5 * v.w + Double((m.left - m.right) / 2)
        case .centerYWithinMargins: return y + 0.5 * v.h + Double((m.top - m.bottom) / 2)
        case .notAnAttribute: return LinearExpression(constant: 0)
        }
    }

    // MARK: Results

    /// Widths of multi-line labels narrower than their one-line width.
    private func multilineWidths() -> [ObjectIdentifier: CGFloat] {
        var out: [ObjectIdentifier: CGFloat] = [:]
        for v in views where v.wrapsToLayoutWidth {
            guard let mine = vars[ObjectIdentifier(v)] else { continue }
            out[ObjectIdentifier(v)] = CGFloat(solver.value(of: mine.w))
        }
        return out
    }

    /// Sets the frames of Auto Layout views (edges rounded to the pixel grid, as UIKit does) and
    /// the guides' frames; records ambiguity and the log on the root.
    private func apply() {
        let scale = max(1, Double(root.traitCollection.displayScale))
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        var absolute: [ObjectIdentifier: CGRect] = [:]
        for v in views {
            guard let mine = vars[ObjectIdentifier(v)] else { continue }
            let x = solver.value(of: mine.x), y = solver.value(of: mine.y)
            let minX = snap(x), minY = snap(y)
            let maxX = snap(x + solver.value(of: mine.w)), maxY = snap(y + solver.value(of: mine.h))
            let abs = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
            absolute[ObjectIdentifier(v)] = abs
            if v !== root, !v.translatesAutoresizingMaskIntoConstraints, let parent = v.superview,
               let pa = absolute[ObjectIdentifier(parent)] {
                v.setFrameFromLayout(CGRect(x: abs.minX - pa.minX + parent.bounds.minX, y: abs.minY - pa.minY + parent.bounds.minY,
                                            width: abs.width, height: abs.height))
            }
            for g in v.layoutGuides + [v.autoLayout.marginsGuide, v.autoLayout.safeAreaGuide, v.autoLayout.readableGuide].compactMap({ $0 }) {
                guard let gv = vars[ObjectIdentifier(g)] else { continue }
                g.layoutFrame = CGRect(x: solver.value(of: gv.x) - Double(abs.minX), y: solver.value(of: gv.y) - Double(abs.minY),
                                       width: solver.value(of: gv.w), height: solver.value(of: gv.h))
            }
        }
        // Ambiguity is found when asked for (hasAmbiguousLayout, the log): it costs more than the
        // solve itself, and UIKit too finds it only on request.
        let solver = self.solver
        let owned = views.compactMap { v in vars[ObjectIdentifier(v)].map { (v, $0) } }
        root.autoLayout.brokenLog = log
        root.autoLayout.ambiguityQuery = {
            let ambiguous = Set(solver.ambiguousVariables().map(\.id))
            return owned.filter { _, mine in [mine.x, mine.y, mine.w, mine.h].contains { ambiguous.contains($0.id) } }
                .map { v, _ in v.penumbraPath }
        }
    }
}

extension UIView {
    /// The margins Auto Layout uses, physical.
    func effectiveMargins() -> UIEdgeInsets { layoutMargins }

    /// Sets a frame Auto Layout solved (no new layout input).
    func setFrameFromLayout(_ f: CGRect) {
        guard f != frame else { return }
        let old = layer.bounds.size
        layer.frame = f
        if old != f.size { needsLayout = true }
    }
}
