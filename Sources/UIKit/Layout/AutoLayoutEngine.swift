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
    struct Vars { let x, y, w, h: LayoutVariable }

    let root: UIView
    let solver = ConstraintSolver()
    var vars: [ObjectIdentifier: Vars] = [:]
    var views: [UIView] = []
    /// Each view's path, made once per solve (a view's own `penumbraPath` walks its ancestors).
    var paths: [ObjectIdentifier: String] = [:]
    var log: [String] = []
    /// The constraints by their solver labels.
    var described: [String: NSLayoutConstraint] = [:]
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
        var stack: [(UIView, Int)] = [(root, 0)]
        paths[ObjectIdentifier(root)] = root.penumbraPath
        while let (v, depth) = stack.popLast() {
            guard depth <= Self.depthLimit else { throw .tooDeep(path: v.penumbraPath, limit: Self.depthLimit) }
            views.append(v)
            let p = paths[ObjectIdentifier(v)] ?? v.penumbraPath
            for (i, s) in v.subviews.enumerated() { paths[ObjectIdentifier(s)] = p + "/\(String(describing: type(of: s)))[\(i)]" }
            vars[ObjectIdentifier(v)] = Vars(x: solver.makeVariable(p + ".minX"), y: solver.makeVariable(p + ".minY"),
                                             w: solver.makeVariable(p + ".width"), h: solver.makeVariable(p + ".height"))
            for s in v.subviews.reversed() { stack.append((s, depth + 1)) }
        }
        for v in views { v.updateConstraintsIfNeeded() }
        let r = vars[ObjectIdentifier(root)]!
        require(LinearExpression(r.x), .equal, 0, "root.minX")
        require(LinearExpression(r.y), .equal, 0, "root.minY")
        if fixRootSize {
            require(LinearExpression(r.w), .equal, Double(root.bounds.width), "root.width")
            require(LinearExpression(r.h), .equal, Double(root.bounds.height), "root.height")
        } else if let (target, (hp, vp)) = fitting {
            add(LinearExpression(r.w) - Double(target.width), .equal, hp, "fitting.width")
            add(LinearExpression(r.h) - Double(target.height), .equal, vp, "fitting.height")
            intrinsic(root, r)
        }
        for v in views where v !== root {
            let mine = vars[ObjectIdentifier(v)]!
            guard let parent = v.superview, let pv = vars[ObjectIdentifier(parent)] else { continue }
            if v.translatesAutoresizingMaskIntoConstraints {
                let f = v.frame
                let p = path(v)
                require(mine.x - pv.x, .equal, Double(f.minX - parent.bounds.minX), p + " autoresizing minX")
                require(mine.y - pv.y, .equal, Double(f.minY - parent.bounds.minY), p + " autoresizing minY")
                require(LinearExpression(mine.w), .equal, Double(f.width), p + " autoresizing width")
                require(LinearExpression(mine.h), .equal, Double(f.height), p + " autoresizing height")
            } else {
                intrinsic(v, mine)
            }
        }
        for v in views {
            // Generated first: a stack view's constraints may create its margins guide.
            let generated = v.generatedConstraints()
            try guides(of: v)
            for c in generated { try add(c) }
            for c in v.autoLayout.installed { try add(c) }
        }
    }

    private func path(_ v: UIView) -> String { paths[ObjectIdentifier(v)] ?? v.penumbraPath }

    /// Hugging and compression resistance around the intrinsic size.
    private mutating func intrinsic(_ v: UIView, _ mine: Vars) {
        let size = v.intrinsicSize(forLayoutWidth: labelWidths[ObjectIdentifier(v)])
        let p = path(v)
        if size.width >= 0, size.width.isFinite {
            add(mine.w - Double(size.width), .lessThanOrEqual, v.autoLayout.hugging.h, p + " hugging width")
            add(mine.w - Double(size.width), .greaterThanOrEqual, v.autoLayout.compression.h, p + " compression width")
        }
        if size.height >= 0, size.height.isFinite {
            add(mine.h - Double(size.height), .lessThanOrEqual, v.autoLayout.hugging.v, p + " hugging height")
            add(mine.h - Double(size.height), .greaterThanOrEqual, v.autoLayout.compression.v, p + " compression height")
        }
    }

    /// The built-in and added guides of `v`, tied to it.
    private mutating func guides(of v: UIView) throws(UIKitError) {
        let owner = vars[ObjectIdentifier(v)]!
        var all = v.autoLayout.guides
        all += [v.autoLayout.marginsGuide, v.autoLayout.safeAreaGuide, v.autoLayout.readableGuide].compactMap { $0 }
        for g in all {
            let name = path(v) + "." + (g.identifier.isEmpty ? "guide" : g.identifier)
            let gv = Vars(x: solver.makeVariable(name + ".minX"), y: solver.makeVariable(name + ".minY"),
                          w: solver.makeVariable(name + ".width"), h: solver.makeVariable(name + ".height"))
            vars[ObjectIdentifier(g)] = gv
            guard let kind = g.kind else { continue }
            var insets = UIEdgeInsets.zero
            switch kind {
            case .margins, .readable: insets = v.effectiveMargins()
            case .safeArea: insets = v.safeAreaInsets
            }
            require(gv.x - owner.x, .equal, Double(insets.left), name + ".left")
            require(gv.y - owner.y, .equal, Double(insets.top), name + ".top")
            require(gv.w - owner.w, .equal, Double(-insets.left - insets.right), name + ".width")
            require(gv.h - owner.h, .equal, Double(-insets.top - insets.bottom), name + ".height")
        }
    }

    // MARK: Constraints

    private mutating func require(_ e: LinearExpression, _ relation: ConstraintRelation, _ constant: Double, _ label: String) {
        add(e - constant, relation, .required, label)
    }

    private mutating func add(_ e: LinearExpression, _ relation: ConstraintRelation, _ priority: UILayoutPriority, _ label: String) {
        do throws(ConstraintError) {
            _ = try solver.add(e, relation, strength: ConstraintStrength(priority: min(1000, max(1, priority.rawValue))), label: label)
        } catch {
            // UIKit's log: the conflicting set, then the constraint it breaks (the one that did not fit).
            func readable(_ l: String) -> String { described[l]?.description ?? l }
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
            if let g = item as? UILayoutGuide, vars[ObjectIdentifier(g)] == nil, let owner = g.owningView, vars[ObjectIdentifier(owner)] != nil {
                let name = path(owner) + "." + (g.identifier.isEmpty ? "guide" : g.identifier)
                vars[ObjectIdentifier(g)] = Vars(x: solver.makeVariable(name + ".minX"), y: solver.makeVariable(name + ".minY"),
                                                 w: solver.makeVariable(name + ".width"), h: solver.makeVariable(name + ".height"))
            }
        }
        guard let first = c.firstItem, let lhs = expression(first, c.firstAttribute) else { return }
        var rhs = LinearExpression(constant: Double(c.constant))
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard let e = expression(second, c.secondAttribute) else { return }
            rhs = e * Double(c.multiplier) + Double(c.constant)
        }
        let relation: ConstraintRelation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        // A short label now; its description only if the log needs it.
        let label = "#\(described.count)"
        described[label] = c
        add(lhs - rhs, relation, c.priority, label)
    }

    /// An item's attribute as a linear expression of its variables.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        guard let v = vars[ObjectIdentifier(item)] else { return nil }
        let view = item as? UIView ?? (item as? UILayoutGuide)?.owningView
        let rtl = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let m = (item as? UIView)?.effectiveMargins() ?? .zero
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
            let minX = snap(solver.value(of: mine.x)), minY = snap(solver.value(of: mine.y))
            let maxX = snap(solver.value(of: mine.x) + solver.value(of: mine.w)), maxY = snap(solver.value(of: mine.y) + solver.value(of: mine.h))
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
        let solver = self.solver, names = views.map { path($0) }
        root.autoLayout.brokenLog = log
        root.autoLayout.ambiguityQuery = {
            let ambiguous = Set(solver.ambiguousVariables().map { solver.name(of: $0) })
            return names.filter { p in [".minX", ".minY", ".width", ".height"].contains { ambiguous.contains(p + $0) } }
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
