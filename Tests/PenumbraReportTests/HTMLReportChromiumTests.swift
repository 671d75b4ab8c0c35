import Foundation
import PenumbraCore
import PenumbraPNG
import Testing
@testable import PenumbraReport

/// Opens the HTML report in headless Chromium and checks the DOM after the script ran.
/// `scripts/bootstrap --test-tools` installs Chromium; without it the browser tests are skipped,
/// visibly, with the reason.
@Suite struct HTMLReportChromiumTests {
    static let chromiumMissing = "chromium is not installed (scripts/bootstrap --test-tools installs it; or set PENUMBRA_CHROMIUM)"

    static let chromium: String? = {
        if let path = ProcessInfo.processInfo.environment["PENUMBRA_CHROMIUM"] { return path }
        return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Writes a sample report folder with real images; returns the folder.
    static func makeReport() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-html-\(UUID().uuidString)")
        func png(_ path: String, _ fill: RGBA8, mark: RGBA8? = nil) throws {
            var image = try RGBAImage(width: 160, height: 80, fill: fill)
            if let mark { for y in 20..<50 { for x in 30..<90 { image[x, y] = mark } } }
            try AtomicFile.write(try PNGEncoder.encode(image), to: folder.appendingPathComponent(path))
        }
        try png("images/reference/Buttons/primary.dark.png", RGBA8(30, 30, 36), mark: RGBA8(10, 132, 255))
        try png("images/actual/Buttons/primary.dark.png", RGBA8(30, 30, 36), mark: RGBA8(255, 69, 58))
        try png("images/diff/Buttons/primary.dark.png", RGBA8(230, 230, 230), mark: RGBA8(255, 0, 0))
        try png("images/actual/Cards/x.png", RGBA8(255, 255, 255), mark: RGBA8(52, 199, 89))
        try png("images/reference/Cards/gone.dark.png", RGBA8(0, 0, 0), mark: RGBA8(191, 90, 242))
        try png("images/actual/Buttons/primary.light.png", RGBA8(255, 255, 255), mark: RGBA8(10, 132, 255))
        // The passed light variant carries its image, as `--passed-images` writes it.
        let sample = SampleResults.all
        let entries = sample.entries.map { entry -> SnapshotEntry in
            guard entry.file == "Buttons/primary.light.png" else { return entry }
            var passed = entry
            passed.images = EntryImages(actual: "images/actual/Buttons/primary.light.png")
            return passed
        }
        try ReportWriter().write(SnapshotResults(runs: sample.runs, entries: entries), to: folder)
        return folder
    }

    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium ?? "/usr/bin/chromium")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: HTMLReportChromiumTests.chromium != nil, Comment(rawValue: HTMLReportChromiumTests.chromiumMissing)))
    func scriptRunsAndDOMHasRowsCountsAndStatuses() throws {
        let folder = try Self.makeReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        let dom = try Self.run(["--dump-dom", page.absoluteString])
        #expect(dom.contains("data-penumbra-ready=\"1\""), "the report's script did not run")
        #expect(dom.contains("<body class=\"js\">"))
        #expect(dom.components(separatedBy: "<section class=\"row ").count - 1 == 4)
        #expect(dom.contains("<span id=\"shown\" class=\"hint\">4 of 4 snapshots</span>"))
        for status in ["passed", "changed", "new", "missing", "error"] {
            #expect(dom.contains("data-status=\"\(status)\""))
        }
        #expect(dom.contains("data-filter-status=\"all\" data-count=\"5\""))
        // A passed variant with an image shows it as a thumbnail linking to the full size.
        let passed = try #require(dom.components(separatedBy: "<article class=\"variant passed\"").dropFirst().first)
        let cell = try #require(passed.components(separatedBy: "</article>").first)
        #expect(cell.contains("<figure class=\"actual thumb\"><a href=\"images/actual/Buttons/primary.light.png\"><img loading=\"lazy\" alt=\"actual\" src=\"images/actual/Buttons/primary.light.png\"></a>"))
        // The swipe viewer's script set the clip of the actual image.
        #expect(dom.contains("clip-path: inset(0px 0px 0px 50%)") || dom.contains("clip-path: inset(0 0 0 50%)"))
    }

    @Test(.enabled(if: HTMLReportChromiumTests.chromium != nil, Comment(rawValue: HTMLReportChromiumTests.chromiumMissing)))
    func hashPresetsTheFilters() throws {
        let folder = try Self.makeReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html").absoluteString + "#status=changed&variant=dark"
        let dom = try Self.run(["--dump-dom", page])
        #expect(dom.contains("<span id=\"shown\" class=\"hint\">1 of 4 snapshots</span>"))
        #expect(dom.contains("<section class=\"row changed\" id=\"row-0\""))
        #expect(dom.components(separatedBy: "\" hidden=\"\"").count - 1 >= 3 || dom.components(separatedBy: " hidden=\"\"").count - 1 >= 3)
    }

    /// Screenshots for a person to look at, light and dark, into `$PENUMBRA_REPORT_SCREENSHOTS`
    /// (skipped without it: each Chromium start costs seconds).
    @Test(.enabled(if: HTMLReportChromiumTests.chromium != nil
                       && ProcessInfo.processInfo.environment["PENUMBRA_REPORT_SCREENSHOTS"] != nil,
                   "set PENUMBRA_REPORT_SCREENSHOTS=<folder> (and have chromium) to screenshot report.html"))
    func screenshotsAreWindowSizedPNGs() throws {
        let target = try #require(ProcessInfo.processInfo.environment["PENUMBRA_REPORT_SCREENSHOTS"])
        let folder = try Self.makeReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let dark = URL(fileURLWithPath: target).appendingPathComponent("report-dark.png")
        _ = try Self.run(["--screenshot=\(dark.path)", "--window-size=1400,1000", "--force-dark-mode",
                          "--blink-settings=preferredColorScheme=0", folder.appendingPathComponent("report.html").absoluteString])
        #expect(try PNGDecoder.decode(contentsOf: dark).image.width == 1400)
        let shot = URL(fileURLWithPath: target).appendingPathComponent("report-light.png")
        _ = try Self.run(["--screenshot=\(shot.path)", "--window-size=1400,1000",
                          folder.appendingPathComponent("report.html").absoluteString])
        let decoded = try PNGDecoder.decode(contentsOf: shot)
        #expect(decoded.image.width == 1400 && decoded.image.height == 1000)
    }
}
