import PenumbraCore
import PenumbraUI
import Testing

/// A provider whose `previews` holds four top-level views, as Xcode's canvas shows four previews.
private struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Text("Hello").padding()
        Text("Small").previewLayout(.sizeThatFits).previewDisplayName("Small")
        ForEach(["One", "Two"], id: \.self) { Text($0).previewLayout(.fixed(width: 120, height: 40)) }
    }
}

/// A provider that previews its view in both schemes, as ODS's do.
private struct Schemes_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(ColorScheme.allCases, id: \.self) { Text("Scheme").preferredColorScheme($0) }
    }
}

/// A provider whose preview uses what is not drawn yet.
private struct Broken_Previews: PreviewProvider {
    static var previews: some View { Text("x").zIndex(2) }
}

/// Rendering a module's previews as Xcode's canvas shows them (`PreviewCatalog`).
@Suite struct PreviewCatalogTests {
    static let config = RenderConfiguration()
    static let entry = PreviewCatalog.Entry(Greeting_Previews.self, fileID: "Tests/PreviewCatalogTests.swift", line: 6)

    @Test func eachTopLevelViewIsAPreviewWithItsLayoutAndName() throws {
        let parts = try Self.config.previews(of: Self.entry, traits: .light)
        #expect(parts.map(\.layout) == [.device, .sizeThatFits, .fixed(width: 120, height: 40), .fixed(width: 120, height: 40)])
        #expect(parts.map(\.displayName) == [nil, "Small", nil, nil])
        #expect(parts.allSatisfy { $0.colorScheme == nil })
        #expect(Self.entry.name == "Greeting_Previews")
    }

    @Test func layoutsSizeTheImages() throws {
        let parts = try Self.config.previews(of: Self.entry, traits: .light)
        let device = try Self.config.renderPreview(Self.entry, part: parts[0], traits: .light).bitmap
        #expect(device.width == 390 && device.height == 844, "an iPhone 13 Pro's screen")
        let small = try Self.config.renderPreview(Self.entry, part: parts[1], traits: .dark).bitmap
        let alone = try Self.config.render(Text("Small"), traits: .dark).bitmap
        #expect(small == alone, "sizeThatFits: the view at its ideal size, as rendered on its own")
        let fixed = try Self.config.renderPreview(Self.entry, part: parts[3], traits: .light).bitmap
        #expect(fixed.width == 120 && fixed.height == 40)
        let first = try Self.config.renderPreview(Self.entry, part: parts[2], traits: .light).bitmap
        #expect(first != fixed, "each ForEach element is its own preview")
    }

    @Test func aDevicePreviewCentresTheViewInTheSafeArea() throws {
        let parts = try Self.config.previews(of: Self.entry, traits: .dark)
        let b = try Self.config.renderPreview(Self.entry, part: parts[0], traits: .dark).bitmap
        let background = b[5, 5]
        var ink: (minY: Int, maxY: Int) = (Int.max, Int.min)
        for y in 0..<b.height where (0..<b.width).contains(where: { b[$0, y] != background }) {
            ink = (min(ink.minY, y), max(ink.maxY, y))
        }
        let mid = Double(ink.minY + ink.maxY) / 2
        #expect(abs(mid - (47 + (844 - 47 - 34) / 2)) <= 2, "centred between the 47- and 34-point insets: \(mid)")
    }

    /// `.preferredColorScheme` reaches the window in SwiftUI: the whole preview takes it.
    @Test func aPreferredColorSchemeColoursTheWholePreview() throws {
        let entry = PreviewCatalog.Entry(Schemes_Previews.self, fileID: "Tests/PreviewCatalogTests.swift", line: 15)
        let parts = try Self.config.previews(of: entry, traits: .light)
        #expect(parts.map(\.colorScheme) == [.light, .dark])
        let dark = try Self.config.renderPreview(entry, part: parts[1], traits: .light).bitmap
        let light = try Self.config.renderPreview(entry, part: parts[0], traits: .dark).bitmap
        #expect(dark[5, 5].unpremultiplied == RGBA8(0, 0, 0, 255), "the dark system background, though rendered in light")
        #expect(light[5, 5].unpremultiplied == RGBA8(255, 255, 255, 255))
    }

    @Test func aPreviewThatCannotBeDrawnNamesItsProvider() throws {
        let broken = PreviewCatalog.Entry(Broken_Previews.self, fileID: "Tests/PreviewCatalogTests.swift", line: 15)
        #expect(broken.name == "Broken_Previews")
        do throws(UIError) {
            _ = try Self.config.previews(of: broken, traits: .light)
            Issue.record("zIndex(2) is not drawn yet, so the preview must fail")
        } catch {
            #expect("\(error)".contains("Broken_Previews") && "\(error)".contains("zIndex"), "\(error)")
        }
    }
}
