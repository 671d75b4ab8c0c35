import Testing
import PenumbraCore
@testable import PenumbraStyle

@Suite struct ColorResolutionTests {
    static let l = RGBA8(1, 0, 0), d = RGBA8(2, 0, 0), lh = RGBA8(3, 0, 0), dh = RGBA8(4, 0, 0)
    static let le = RGBA8(5, 0, 0), de = RGBA8(6, 0, 0)

    func traits(_ name: String) throws -> Traits { try Variant(parsing: name).traits }

    @Test func lightOnlyIsUsedEverywhere() throws {
        let color = StyleColor(light: Self.l)
        for variant in VariantSet.allAppearances { #expect(color.resolved(in: variant.traits) == Self.l) }
        #expect(!color.isDynamic)  // one value in every appearance
        #expect(StyleColor(light: Self.l, darkElevated: Self.de).isDynamic)
    }

    @Test func missingDarkFallsBackToLight() throws {
        let color = StyleColor(light: Self.l, lightHighContrast: Self.lh)
        #expect(color.resolved(in: try traits("dark")) == Self.l)
        #expect(color.resolved(in: try traits("dark-high-contrast")) == Self.lh)
    }

    @Test func missingHighContrastFallsBackToNormal() throws {
        let color = StyleColor(light: Self.l, dark: Self.d)
        #expect(color.resolved(in: try traits("light-high-contrast")) == Self.l)
        #expect(color.resolved(in: try traits("dark-high-contrast")) == Self.d)
    }

    @Test func missingElevatedFallsBackToBase() throws {
        let color = StyleColor(light: Self.l, dark: Self.d, darkHighContrast: Self.dh)
        #expect(color.resolved(in: try traits("dark-elevated")) == Self.d)
        #expect(color.resolved(in: try traits("dark-elevated-high-contrast")) == Self.dh)
    }

    @Test func contrastIsKeptBeforeLevel() throws {
        // dark-elevated-high-contrast with both darkElevated and darkHighContrast: contrast wins.
        let color = StyleColor(light: Self.l, dark: Self.d, darkHighContrast: Self.dh, darkElevated: Self.de)
        #expect(color.resolved(in: try traits("dark-elevated-high-contrast")) == Self.dh)
        #expect(color.resolved(in: try traits("dark-elevated")) == Self.de)
        #expect(color.resolved(in: try traits("light-elevated")) == Self.l)
    }

    @Test func fallbackChainOrderIsDocumented() {
        let chain = ColorVariants.fallbackChain(for: .init(.dark, .elevated, .high)).map(\.name)
        #expect(chain == [
            "dark-elevated-high-contrast", "dark-high-contrast", "dark-elevated", "dark",
            "light-elevated-high-contrast", "light-high-contrast", "light-elevated", "light",
        ])
        #expect(ColorVariants.fallbackChain(for: .init(.light)).map(\.name) == ["light"])
    }

    @Test func otherTraitsDoNotChangeATable() throws {
        let color = StyleColor(light: Self.l, dark: Self.d)
        #expect(color.resolved(in: try traits("dark-ax5-rtl@3x")) == Self.d)
    }

    @Test func providerSeesTraitsAndMayReturnDynamicColours() throws {
        let inner = StyleColor(light: Self.l, dark: Self.d)
        let color = StyleColor { traits in traits.layoutDirection == .rightToLeft ? inner : .rgb(9, 9, 9) }
        #expect(color.resolved(in: try traits("dark-rtl")) == Self.d)
        #expect(color.resolved(in: try traits("dark")) == RGBA8(9, 9, 9))
        #expect(color.isDynamic)
    }

    final class Holder: @unchecked Sendable { var color = StyleColor.white }

    @Test func selfReferentialProviderStopsAtTransparent() {
        let holder = Holder()
        let loop = StyleColor(name: "loop") { _ in holder.color }
        holder.color = loop
        #expect(loop.resolved(in: Traits()) == .clear)
    }

    @Test func semanticColoursCompareByName() {
        let a = StyleColor(name: "label", light: .black, dark: .white)
        let b = StyleColor(name: "label") { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        #expect(SystemColors.ios18.label == SystemColors.ios18.label)
        #expect(SystemColors.ios18.systemBlue != SystemColors.ios26.systemBlue)
        #expect(SystemColors.ios18.label == SystemColors.ios26.label)
    }

    @Test func twoProvidersNeverCompareEqual() {
        let a = StyleColor { _ in .white }
        let b = StyleColor { _ in .white }
        #expect(a != b)
        #expect(a == a)
        let copy = a
        #expect(copy == a)
        #expect(Set([a, b, copy]).count == 2)
        #expect(a.name == nil)
    }

    @Test func staticColoursCompareByValue() throws {
        #expect(try StyleColor(hex: "#007AFF") == StyleColor.rgb(0, 122, 255))
        #expect(!StyleColor.rgb(0, 122, 255).isDynamic)
        #expect(StyleColor.rgb(0, 122, 255).staticValue == RGBA8(0, 122, 255))
    }

    @Test func unitComponentsRoundHalfAwayFromZero() throws {
        #expect(try StyleColor(red: 0.5, green: 0, blue: 1, alpha: 0.5).staticValue == RGBA8(128, 0, 255, 128))
        #expect(try StyleColor(red: 0.478, green: 0.2, blue: 0.002, alpha: 1).staticValue == RGBA8(122, 51, 1, 255))
        #expect(throws: StyleError.componentOutOfRange(component: "green", value: 1.2, range: 0...1)) {
            try StyleColor(red: 0, green: 1.2, blue: 0)
        }
        #expect(throws: StyleError.invalidHexColor("#12")) { try StyleColor(hex: "#12") }
    }

    @Test func withAlphaKeepsDynamicAndDerivesName() throws {
        let label = SystemColors.ios18.label
        let faded = label.withAlpha(0.5)
        #expect(faded.name == "label@0.5")
        #expect(faded.isDynamic)
        #expect(faded.resolved(in: .dark) == RGBA8(255, 255, 255, 128))
        #expect(faded.resolved(in: .light) == RGBA8(0, 0, 0, 128))
        #expect(faded == label.withAlpha(0.5))
        #expect(faded != label)
        #expect(faded.withAlpha(0.25).name == "label@0.25")
        let provider = StyleColor { $0.userInterfaceStyle == .dark ? .white : .black }
        let fadedProvider = provider.withAlpha(0.2)
        #expect(fadedProvider.resolved(in: .dark) == RGBA8(255, 255, 255, 51))
        #expect(fadedProvider == provider.withAlpha(0.2))
        #expect(fadedProvider != provider)
        #expect(StyleColor.white.withAlpha(2).staticValue == .white)
    }
}
