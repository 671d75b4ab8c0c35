import Foundation
import Testing
import PenumbraCore
@testable import PenumbraStyle

@Suite struct VariantTests {
    @Test(arguments: [
        "light", "dark", "dark-elevated", "light-high-contrast", "dark-elevated-high-contrast",
        "dark@3x", "light-rtl", "light-ax5", "light-xs", "dark-elevated-high-contrast-xxxl-rtl@2x",
    ])
    func canonicalNamesRoundTrip(name: String) throws {
        let variant = try Variant(parsing: name)
        #expect(Variant.canonicalName(for: variant.traits) == name)
        #expect(try Variant(parsing: Variant(variant.traits).name).traits == variant.traits)
    }

    @Test func parsesEveryTrait() throws {
        let traits = try Variant(parsing: "dark-elevated-high-contrast-ax3-rtl@2x").traits
        #expect(traits == Traits(userInterfaceStyle: .dark, userInterfaceLevel: .elevated,
                                 accessibilityContrast: .high, displayScale: .x2,
                                 contentSizeCategory: .accessibilityExtraLarge, layoutDirection: .rightToLeft))
    }

    @Test func modifiersInAnyOrderPrintCanonically() throws {
        let variant = try Variant(parsing: "light-rtl-ax5@3x")
        #expect(variant.name == "light-ax5-rtl@3x")
        #expect(variant == (try Variant(parsing: "light-ax5-rtl@3x")))
        #expect(try Variant(parsing: "light-base-ltr@1x").name == "light")
    }

    @Test func explicitDefaultsParse() throws {
        #expect(try Variant(parsing: "light-base-l-ltr@1x").traits == Traits())
    }

    @Test func unknownTokenSuggestsNearest() {
        #expect(throws: StyleError.unknownVariantToken(name: "dark-elevatd", token: "elevatd", suggestion: "elevated")) {
            try Variant(parsing: "dark-elevatd")
        }
        #expect(throws: StyleError.unknownVariantToken(name: "drak", token: "drak", suggestion: "dark")) {
            try Variant(parsing: "drak")
        }
        #expect(throws: StyleError.unknownVariantToken(name: "dark-hc", token: "hc", suggestion: "high-contrast")) {
            try Variant(parsing: "dark-hc")
        }
        #expect(throws: StyleError.unknownVariantToken(name: "dark-3x", token: "3x", suggestion: "@3x")) {
            try Variant(parsing: "dark-3x")
        }
        #expect(throws: StyleError.unknownVariantToken(name: "light-ax6", token: "ax6", suggestion: "ax5")) {
            try Variant(parsing: "light-ax6")
        }
        #expect(throws: StyleError.unknownVariantToken(name: "light-purple", token: "purple", suggestion: nil)) {
            try Variant(parsing: "light-purple")
        }
    }

    @Test func rejectsBadNames() {
        #expect(throws: StyleError.missingVariantStyle(name: "elevated")) { try Variant(parsing: "elevated") }
        #expect(throws: StyleError.emptyVariantToken(name: "")) { try Variant(parsing: "") }
        #expect(throws: StyleError.emptyVariantToken(name: "light--rtl")) { try Variant(parsing: "light--rtl") }
        #expect(throws: StyleError.conflictingVariantToken(name: "light-dark", token: "dark", trait: "userInterfaceStyle")) {
            try Variant(parsing: "light-dark")
        }
        #expect(throws: StyleError.conflictingVariantToken(name: "light-xs-xl", token: "xl", trait: "contentSizeCategory")) {
            try Variant(parsing: "light-xs-xl")
        }
        #expect(throws: StyleError.invalidDisplayScale(4)) { try Variant(parsing: "dark@4x") }
        #expect(throws: StyleError.unknownVariantToken(name: "dark@3", token: "@3", suggestion: "@3x")) {
            try Variant(parsing: "dark@3")
        }
    }

    @Test func errorMessageNamesTokenAndSuggestion() {
        let error = StyleError.unknownVariantToken(name: "dark-purple", token: "purple", suggestion: nil)
        #expect(error.description == "variant name 'dark-purple': unknown token 'purple' (grammar: \(Variant.grammarSummary))")
        let typo = StyleError.unknownVariantToken(name: "dark-rlt", token: "rlt", suggestion: "rtl")
        #expect(typo.description.contains("did you mean \"rtl\"?"))
    }

    @Test func traitsRoundTripThroughJSON() throws {
        let traits = try Variant(parsing: "dark-elevated-ax2-rtl@3x").traits
        let data = try JSONEncoder().encode(traits)
        #expect(try JSONDecoder().decode(Traits.self, from: data) == traits)
        let bad = Data(#"{"userInterfaceStyle":"dark","userInterfaceLevel":"base","accessibilityContrast":"normal","displayScale":5,"contentSizeCategory":"large","layoutDirection":"leftToRight"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Traits.self, from: bad) }
        #expect(String(decoding: try JSONEncoder().encode([ContentSizeCategory.accessibilityLarge]), as: UTF8.self)
                 == #"["accessibilityLarge"]"#)
    }

    @Test func displayScaleIsValidated() throws {
        #expect(try DisplayScale(3) == .x3)
        #expect(throws: StyleError.invalidDisplayScale(0)) { try DisplayScale(0) }
    }

    @Test func contentSizeCategoriesParseUIKitNames() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory(parsing: "UICTContentSizeCategoryAccessibilityXXXL") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(parsing: "UICTContentSizeCategoryL") == .large)
        #expect(ContentSizeCategory(parsing: "ax1") == .accessibilityMedium)
        #expect(ContentSizeCategory(parsing: "extraSmall") == .extraSmall)
        #expect(ContentSizeCategory(parsing: "huge") == nil)
        #expect(Traits().contentSizeCategory == .large)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func readyMadeSets() throws {
        #expect(VariantSet.default.map(\.name) == ["light", "dark"])
        #expect(VariantSet.allAppearances.map(\.name) == [
            "light", "light-high-contrast", "light-elevated", "light-elevated-high-contrast",
            "dark", "dark-high-contrast", "dark-elevated", "dark-elevated-high-contrast",
        ])
        let custom = try VariantSet(parsing: "light, dark@3x,light-base")
        #expect(custom.map(\.name) == ["light", "dark@3x"])
        let named = VariantSet([Variant(name: "checkout-sheet", traits: Traits(userInterfaceLevel: .elevated))])
        #expect(named.variants[0].name == "checkout-sheet")
        #expect(VariantSet.lightAndDark.with(\.displayScale, .x3).map(\.name) == ["light@3x", "dark@3x"])
    }
}
