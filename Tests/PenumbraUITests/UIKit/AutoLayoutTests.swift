import PenumbraCore
import PenumbraUI
import Testing
import UIKit

@MainActor
@Suite("UIKit Auto Layout")
struct AutoLayoutTests {
    private func container(_ w: CGFloat = 300, _ h: CGFloat = 200) -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: w, height: h)) }
    private func child(in parent: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    /// Two views side by side, 16 from the edges and 8 apart, equal widths: hand-solved
    /// width = (300 − 16 − 8 − 16) / 2 = 130.
    @Test func twoViewsSideBySideWithEqualWidths() {
        let root = container()
        let a = child(in: root), b = child(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 44),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 10, width: 130, height: 44))
        #expect(b.frame == CGRect(x: 154, y: 10, width: 130, height: 22))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test func centringInTheSuperview() {
        let root = container()
        let v = child(in: root)
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor), v.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
    }

    @Test func higherPriorityWins() {
        let root = container()
        let v = child(in: root)
        let high = v.widthAnchor.constraint(equalToConstant: 120)
        high.priority = UILayoutPriority(751)
        let low = v.widthAnchor.constraint(equalToConstant: 40)
        low.priority = .defaultHigh
        NSLayoutConstraint.activate([high, low, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 120)
        high.priority = UILayoutPriority(749)
        root.layoutIfNeeded()
        #expect(v.frame.width == 40)
    }

    @Test func aViewWithOnlyASizeIsAmbiguous() {
        let root = container()
        let v = child(in: root)
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        #expect(root.penumbraConstraintLog.contains { $0.contains("Ambiguous layout: UIView/UIView[0]") })
    }

    @Test func anUnsatisfiableRequiredConstraintIsBrokenAndLogged() {
        let root = container()
        let v = child(in: root)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10), v.widthAnchor.constraint(equalToConstant: 100)])
        let conflict = v.widthAnchor.constraint(equalToConstant: 50)
        conflict.identifier = "too-narrow"
        conflict.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
        #expect(root.penumbraConstraintLog.contains { $0.contains("Unable to simultaneously satisfy") && $0.contains("too-narrow") })
    }

    @Test func stackViewLaysOutItsArrangedViews() {
        let root = container(200, 100)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let a = UIView(), b = UIView(), hidden = UIView()
        hidden.isHidden = true
        [a, hidden, b].forEach(stack.addArrangedSubview)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 0, width: 180, height: 58))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 180, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 28, width: 180, height: 30))
    }

    @Test func aLayoutThatNeverSettlesIsATypedError() {
        final class Restless: UIView {
            override func layoutSubviews() { setNeedsLayout() }
        }
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: UIKitError.layoutNeverSettles(path: "Restless", passes: 100)) {
            try UIKitRendering.render(view, traits: .light)
        }
    }

    @Test func aNaNConstantIsATypedError() {
        let root = container()
        let v = child(in: root)
        v.widthAnchor.constraint(equalToConstant: .nan).isActive = true
        #expect(throws: UIKitError.self) { try UIKitRendering.render(root, traits: .light) }
    }

    @Test func aTenThousandDeepHierarchyIsATypedError() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var parent = root
        for _ in 0..<10_000 {
            let v = UIView(frame: parent.bounds)
            parent.addSubview(v)
            parent = v
        }
        let error = #expect(throws: UIKitError.self) { try UIKitRendering.render(root, traits: .light) }
        guard case let .tooDeep(path, limit)? = error else { Issue.record("expected tooDeep, got \(String(describing: error))"); return }
        #expect(limit == 200)
        #expect(path.hasPrefix("UIView/UIView[0]/UIView[0]"))
    }
}

@MainActor
@Suite("UIStackView margins")
struct UIStackViewMarginTests {
    /// Only the left margin set: the arranged view touches the other three edges.
    @Test func aStackViewsMarginsStartAtZero() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let row = UIStackView(arrangedSubviews: [UIView()])
        row.translatesAutoresizingMaskIntoConstraints = false
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins.left = 10
        root.addSubview(row)
        let child = row.arrangedSubviews[0]
        NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.topAnchor.constraint(equalTo: root.topAnchor),
                                     row.widthAnchor.constraint(equalToConstant: 60), child.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(row.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0))
        #expect(child.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
        #expect(row.frame.height == 20)
    }
}
