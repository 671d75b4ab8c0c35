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
