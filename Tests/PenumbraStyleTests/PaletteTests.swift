import Testing
import PenumbraCore
@testable import PenumbraStyle

@Suite struct PaletteTests {
    let raw = Palette(name: "raw", colors: [
        "white": .white, "gray900": .rgb(17, 24, 39), "blue500": .rgb(59, 130, 246),
    ])

    @Test func semanticLayerAliasesRawColours() throws {
        let semantic = try Palette(name: "semantic", entries: [
            "background": .color(StyleColor(light: .white, dark: RGBA8(17, 24, 39))),
            "accent": .alias("blue500"),
            "link": .alias("accent"),
        ], base: raw)
        #expect(try semantic.color(named: "link").resolved(in: .dark) == RGBA8(59, 130, 246))
        #expect(try semantic.color(named: "link").name == "link")
        #expect(try semantic.color(named: "link") == semantic.color(named: "link"))
        #expect(try semantic.color(named: "link") != semantic.color(named: "accent"))
        #expect(semantic["white"] != nil)
        #expect(try semantic.color(named: "background").isDynamic)
    }

    @Test func aliasCycleIsReported() {
        #expect(throws: StyleError.aliasCycle(file: nil, chain: ["a", "b", "c", "a"])) {
            try Palette(name: "p", entries: ["a": .alias("b"), "b": .alias("c"), "c": .alias("a")])
        }
    }

    @Test func unresolvedAliasSuggestsNearest() {
        #expect(throws: StyleError.unresolvedAlias(file: nil, path: "accent", alias: "blue50", suggestion: "blue500")) {
            try Palette(name: "p", entries: ["accent": .alias("blue50")], base: raw)
        }
    }

    @Test func unknownColourSuggestsNearest() {
        #expect(throws: StyleError.unknownColor(name: "grey900", palette: "raw", suggestion: "gray900")) {
            try raw.color(named: "grey900")
        }
        #expect(throws: StyleError.unknownColor(name: "zzzzzzzz", palette: "raw", suggestion: nil)) {
            try raw.color(named: "zzzzzzzz")
        }
    }

    @Test func paletteColoursAreNamedInTheirScope() throws {
        let white = try raw.color(named: "white")
        #expect(white.name == "white")
        #expect(white.scope == "raw")
        #expect(!white.isDynamic)
        #expect(white.staticValue == .white)
    }
}
