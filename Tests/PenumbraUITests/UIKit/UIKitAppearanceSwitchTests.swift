import PenumbraCore
import PenumbraUI
import Testing
import UIKit

/// The bug every UIKit dark-mode write-up meets: a dynamic colour stored once as a `CGColor`.
private class BorderedCard: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.borderWidth = 2
        layer.cornerRadius = 8
        layer.borderColor = UIColor.label.cgColor
    }
    required init?(coder: NSCoder) { nil }
}

/// The same card, fixed as the write-ups fix it: the border set again when the traits change.
private final class AdaptingCard: BorderedCard {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = UIColor.label.cgColor
    }
}

/// Fixed the iOS 17 way.
private final class RegisteringCard: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (card: RegisteringCard, _: UITraitCollection) in
            card.layer.borderColor = UIColor.separator.cgColor
        }
    }
    required init?(coder: NSCoder) { nil }
}

/// Draws its border in `draw(_:)` with a colour resolved once, when the view was made: UIKit
/// calls `draw(_:)` again after the switch, but the colour it draws with is the old one.
private final class CachedStrokeView: UIView {
    private let stroke = UIColor.label.cgColor
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(2)
        ctx.stroke(bounds.insetBy(dx: 1, dy: 1))
    }
}

/// Fixed: the colour resolved inside `draw(_:)`, in the traits UIKit sets for it.
private final class ResolvingStrokeView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.label.setStroke()
        let path = UIBezierPath(rect: bounds.insetBy(dx: 1, dy: 1))
        path.lineWidth = 2
        path.stroke()
    }
}

/// Fixed the other way: the colour kept, set again when the traits change, and drawn again.
private final class RefreshingStrokeView: UIView {
    private var stroke = UIColor.label.cgColor
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        stroke = UIColor.label.cgColor
        setNeedsDisplay()
    }
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(2)
        ctx.stroke(bounds.insetBy(dx: 1, dy: 1))
    }
}

/// A layer that draws itself in `draw(in:)`: Core Animation draws it only when told to.
private final class BadgeLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.label.cgColor)
        ctx.fillEllipse(in: bounds)
    }
}

/// Draws its badge once, when made, and never asks again: the badge keeps the first appearance.
private class BadgeView: UIView {
    let badge = BadgeLayer()
    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.frame = CGRect(x: 4, y: 4, width: 16, height: 16)
        layer.addSublayer(badge)
        badge.setNeedsDisplay()
    }
    required init?(coder: NSCoder) { nil }
}

/// Fixed: the badge is told to draw again when the traits change.
private final class RedrawingBadgeView: BadgeView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        badge.setNeedsDisplay()
    }
}

@MainActor
@Suite("UIKit appearance switch")
struct UIKitAppearanceSwitchTests {
    let size = CGSize(width: 120, height: 60)

    @Test func findsABorderColourStoredOnceInBothDirections() throws {
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: size) { BorderedCard(frame: .zero) }
        #expect(findings.count == 2)
        let lightToDark = try #require(findings.first)
        #expect(lightToDark.path == "BorderedCard")
        #expect(lightToDark.property == "layer.borderColor")
        #expect(lightToDark.switched == RGBA8(0, 0, 0, 255))
        #expect(lightToDark.fresh == RGBA8(255, 255, 255, 255))
        #expect(lightToDark.from == .light && lightToDark.to == .dark)
        #expect(findings.last?.from == .dark && findings.last?.switched == RGBA8(255, 255, 255, 255))
        #expect(lightToDark.description.contains("layer.borderColor stays #000000"))
    }

    @Test func aViewThatUpdatesInTraitCollectionDidChangeIsNotReported() throws {
        #expect(try UIKitAppearanceSwitch.findingsBothWays(size: size) { AdaptingCard(frame: .zero) }.isEmpty)
    }

    @Test func aViewThatRegistersForTraitChangesIsNotReported() throws {
        #expect(try UIKitAppearanceSwitch.findingsBothWays(size: size) { RegisteringCard(frame: .zero) }.isEmpty)
    }

    @Test func findsAColourResolvedBeforeDrawDrawsInBothDirections() throws {
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: size) { CachedStrokeView(frame: .zero) }
        #expect(findings.map(\.property) == ["draw(_:)", "draw(_:)"])
        let lightToDark = try #require(findings.first)
        #expect(lightToDark.path == "CachedStrokeView")
        #expect(lightToDark.switched == RGBA8(0, 0, 0, 255) && lightToDark.fresh == RGBA8(255, 255, 255, 255))
        #expect(lightToDark.description.contains("CachedStrokeView: draw(_:) stays #000000FF after switching light → dark"))
        #expect(lightToDark.description.contains("resolve the colour inside draw(_:)"))
    }

    @Test func drawingThatResolvesItsColourInDrawOrRefreshesItIsNotReported() throws {
        #expect(try UIKitAppearanceSwitch.findingsBothWays(size: size) { ResolvingStrokeView(frame: .zero) }.isEmpty)
        #expect(try UIKitAppearanceSwitch.findingsBothWays(size: size) { RefreshingStrokeView(frame: .zero) }.isEmpty)
    }

    @Test func findsALayerDrawnOnceAndNeverAskedToDrawAgain() throws {
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: size) { BadgeView(frame: .zero) }
        #expect(findings.map(\.path) == ["BadgeView/BadgeLayer[0]", "BadgeView/BadgeLayer[0]"])
        #expect(findings.first?.property == "draw(_:)")
        #expect(findings.first?.switched == RGBA8(0, 0, 0, 255) && findings.first?.fresh == RGBA8(255, 255, 255, 255))
        #expect(try UIKitAppearanceSwitch.findingsBothWays(size: size) { RedrawingBadgeView(frame: .zero) }.isEmpty)
    }

    @Test func dynamicColoursOnViewPropertiesAreNotReported() throws {
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: size) {
            let v = UIView()
            v.backgroundColor = .secondarySystemBackground
            let label = UILabel()
            label.text = "Hi"
            label.textColor = .label
            label.frame = CGRect(x: 8, y: 8, width: 80, height: 30)
            v.addSubview(label)
            return v
        }
        #expect(findings.isEmpty)
    }
}
