import Foundation
import Testing
import PenumbraCore
import PenumbraTestSupport
@testable import PenumbraStyle

@Suite struct SystemColorsTests {
    @Test func valuesSeveralSourcesAgreeOn() {
        let colors = SystemColors.ios18
        #expect(colors.systemBlue.resolved(in: .light) == RGBA8(0, 122, 255))
        #expect(colors.systemBlue.resolved(in: .dark) == RGBA8(10, 132, 255))
        #expect(colors.systemBackground.resolved(in: .light) == .white)
        #expect(colors.systemBackground.resolved(in: .dark) == .black)
        #expect(colors.label.resolved(in: .light) == .black)
        #expect(colors.label.resolved(in: .dark) == .white)
        #expect(colors.systemGray.resolved(in: .light) == RGBA8(142, 142, 147))
        #expect(colors.systemRed.resolved(in: .light) == RGBA8(255, 59, 48))
    }

    @Test func elevatedBackgroundsDifferFromBase() throws {
        let elevated = try Variant(parsing: "dark-elevated").traits
        #expect(SystemColors.ios18.systemBackground.resolved(in: elevated) == RGBA8(0x1C, 0x1C, 0x1E))
        #expect(SystemColors.ios18.label.resolved(in: elevated) == .white)
    }

    @Test func setsAreSelectableAndScoped() {
        #expect(SystemColors.ios18.all.count == 38)
        #expect(SystemColors.ios26.systemBlue.scope == "ios26")
        #expect(SystemColors.ios26.label.scope == "ios18")
        #expect(SystemColors.ios26.systemGray.resolved(in: .light) == SystemColors.ios18.systemGray.resolved(in: .light))
    }

    @Test func lookUpByNameSuggestsNearest() throws {
        #expect(try SystemColors.ios18.color(named: "systemTeal") == SystemColors.ios18.systemTeal)
        #expect(throws: StyleError.unknownColor(name: "systemBleu", palette: "ios18", suggestion: "systemBlue")) {
            try SystemColors.ios18.color(named: "systemBleu")
        }
    }

    /// The generated Swift must match ../shared/data: run scripts/generate-system-colors when not.
    @Test(.enabled(if: TestPaths.shared != nil, Comment(rawValue: TestPaths.sharedMissingMessage)),
          arguments: [("ios18", "system-colors-ios18.json"), ("ios26", "system-colors-ios26.json")])
    func generatedSystemColorsMatchData(scope: String, file: String) throws {
        let shared = try #require(TestPaths.shared)
        let url = shared.appendingPathComponent("data").appendingPathComponent(file)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        let data = try #require(object as? [String: [String: String]])
        let set = scope == "ios18" ? SystemColors.ios18 : SystemColors.ios26
        let palette = set.palette
        let keys: [String: ColorVariants.Key] = [
            "light": .init(.light), "dark": .init(.dark),
            "lightHighContrast": .init(.light, .base, .high), "darkHighContrast": .init(.dark, .base, .high),
            "lightElevated": .init(.light, .elevated), "darkElevated": .init(.dark, .elevated),
            "lightElevatedHighContrast": .init(.light, .elevated, .high),
            "darkElevatedHighContrast": .init(.dark, .elevated, .high),
        ]
        if scope == "ios18" { #expect(Set(palette.names) == Set(data.keys), "run scripts/generate-system-colors") }
        for (name, entry) in data {
            let color = try #require(palette[name], "\(name) missing: regenerate")
            #expect(color.scope == scope)
            let table = try #require(color.variants)
            var expected: [ColorVariants.Key: RGBA8] = [:]
            for (key, hex) in entry {
                guard let variantKey = keys[key] else { continue }
                let value: RGBA8 = try #require(RGBA8(hex: hex))
                expected[variantKey] = value
            }
            #expect(table.entries == expected, "\(name) differs from \(file): run scripts/generate-system-colors")
        }
    }
}
