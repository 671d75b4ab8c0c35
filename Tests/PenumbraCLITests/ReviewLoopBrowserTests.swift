import Foundation
import PenumbraBrowserSupport
import PenumbraCore
import PenumbraPNG
import PenumbraReport
import Testing
@testable import PenumbraTesting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A team's loop, end to end, with the keyboard only: the assertions fail after a change →
/// `penumbra review --results` (the built binary) in headless Chromium → accept two variants,
/// accept a third by mistake, undo it, reject it → the intended changes are the references, the
/// rejected one is fixed in the code → the assertions pass.
///
/// The assertions run in this process as `swift test` runs them (`verifySnapshot`, the
/// settings pointing at a temporary package), so the artifacts folder, its per-test results
/// files and the reference folder beside the test are the ones a real run writes.
@Suite(.serialized) struct ReviewLoopBrowserTests {
    /// A temporary package: `Package.swift`, the test file's folder and its references.
    struct Package {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-loop-\(UUID().uuidString)")
        var testFile: String { root.appendingPathComponent("Tests/LoopTests/LoopTests.swift").path }
        var references: URL { root.appendingPathComponent("Tests/LoopTests/__Snapshots__/LoopTests") }
        var artifacts: URL { root.appendingPathComponent(".build/penumbra-artifacts") }

        init() throws {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/LoopTests"), withIntermediateDirectories: true)
            try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        }

        /// One test run: each component asserted in light and dark; true when all passed.
        func test(_ colour: (String, Variant) -> RGBA8, record: SnapshotRecordMode = .never) -> Bool {
            withSnapshotSettings(environment: SnapshotEnvironment([:]), artifactsDirectory: artifacts) {
                ["badge", "card", "chip"].map { name in
                    verifySnapshot(of: { variant in try Self.image(colour(name, variant), variant) }, named: name, record: record,
                                   snapshotDirectory: references, filePath: testFile, function: "loop()").passed
                }.allSatisfy { $0 }
            }
        }

        /// A 24-pixel square in `fill`, with a corner of the variant's own colour.
        static func image(_ fill: RGBA8, _ variant: Variant) throws -> RGBAImage {
            var image = try RGBAImage(width: 24, height: 24, fill: fill)
            for y in 0..<4 { for x in 0..<4 { image[x, y] = variant == .dark ? RGBA8(10, 10, 10) : RGBA8(250, 250, 250) } }
            return image
        }

        func reference(_ name: String) throws -> Data { try Data(contentsOf: references.appendingPathComponent("loop.\(name).png")) }
    }

    /// The colours before the change.
    static func before(_ name: String, _ variant: Variant) -> RGBA8 {
        switch name {
        case "badge": return RGBA8(200, 40, 40)
        case "card": return variant == .dark ? RGBA8(40, 40, 48) : RGBA8(240, 240, 244)
        default: return RGBA8(30, 120, 200)
        }
    }

    /// The change: the badge's new colour (intended, both variants) and the card's dark
    /// background lost (a bug).
    static func after(_ name: String, _ variant: Variant) -> RGBA8 {
        switch (name, variant) {
        case ("badge", _): return RGBA8(20, 150, 70)
        case ("card", .dark): return RGBA8(255, 255, 255)
        default: return before(name, variant)
        }
    }

    @Test(.enabled(if: WebDriver.unavailableReason == nil, Comment(rawValue: WebDriver.unavailableReason ?? "")))
    func assertionsFailReviewedByKeyboardThenPass() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ReviewCommandTests.binary.path),
                     "build the CLI first: swift build --build-tests (builds .build/debug/penumbra)")
        let package = try Package()
        defer { try? FileManager.default.removeItem(at: package.root) }
        #expect(!package.test(Self.before, record: .missing), "the first run records the references and fails")
        #expect(package.test(Self.before), "the second run passes")
        let cardLight = try package.reference("card.light"), cardDark = try package.reference("card.dark")
        #expect(!package.test(Self.after), "the change fails the assertions")
        let badgeActual = try Data(contentsOf: package.artifacts.appendingPathComponent("Tests/LoopTests/LoopTests/loop.badge.light.actual.png"))

        let running = try ReviewCommandTests.Running(["review", "--results", package.artifacts.path, "--root", package.root.path,
                                                      "--out", package.root.appendingPathComponent("review").path])
        let first = try #require(running.line(), "no URL printed")
        let url = try #require(first.wholeMatch(of: /penumbra review: serving (http:\S+) \(Ctrl-C to stop\)/), "\(first)").1
        let driver = try WebDriver()
        defer { driver.quit() }
        try driver.openReady(String(url))
        #expect(try driver.execute("return document.getElementById('review-folders').textContent;") as? String
                == "Accept writes into \(package.references.path) from \(package.artifacts.path)")

        func status(_ variant: String) -> String {
            "var c = document.querySelector(\"#rows .cell[data-file$='loop.\(variant).png']\"); return c ? c.dataset.status : null;"
        }
        func press(_ key: String, until variant: String, is expected: String) throws {
            try driver.press(key)
            try driver.waitUntil("return (function () { \(status(variant)) })() === '\(expected)';")
        }
        // j selects the first regression; its first undecided variant is under the cursor.
        try driver.press("j")
        try driver.waitUntil("return !!document.querySelector('#rows .row.current .cell.cursor');")
        #expect(try driver.execute("return document.querySelector('#rows .row.current').dataset.snapshot;") as? String
                == "Tests/LoopTests/LoopTests/loop.badge")
        // Focus is on the selected row: Tab reaches its own link and buttons first, not the 40
        // controls before it.
        #expect(try driver.execute("return document.activeElement.matches('#rows .row.current');") as? Bool == true)
        try driver.press("\u{E004}")
        #expect(try driver.execute("return !!document.activeElement.closest('#rows .row.current .row-head');") as? Bool == true)
        try press("a", until: "badge.light", is: "accepted")
        try press("a", until: "badge.dark", is: "accepted")
        // The cursor went on to the card's one changed variant; accepted by mistake, then undone and rejected.
        try press("a", until: "card.dark", is: "accepted")
        try driver.press("k")
        try driver.waitUntil("return document.querySelector('#rows .row.current').dataset.snapshot === 'Tests/LoopTests/LoopTests/loop.card';")
        try driver.press("l")
        try driver.waitUntil("return !!document.querySelector(\"#rows .cell.cursor[data-file$='loop.card.dark.png']\");")
        try press("u", until: "card.dark", is: "changed")
        try press("r", until: "card.dark", is: "rejected")

        // The decisions are the server's: a reload shows them.
        try driver.openReady(String(url))
        try driver.waitUntil("return document.documentElement.getAttribute('data-decisions-loaded') === '1';")
        try driver.press("j")
        try driver.waitUntil("return !!document.querySelector('#rows .row.current');")
        for (variant, expected) in [("badge.light", "accepted"), ("badge.dark", "accepted"), ("card.dark", "rejected")] {
            #expect(try driver.execute("return (function () { \(status(variant)) })();") as? String == expected)
        }

        let (exit, rest, errors) = running.stop()
        #expect(exit == 0 && errors == "")
        #expect(rest.last?.hasPrefix("penumbra review: 2 accepted, 1 rejected;") == true, "\(rest)")
        #expect(try package.reference("badge.light") == badgeActual, "the accepted reference is the actual the page showed")
        #expect(try package.reference("card.dark") == cardDark && package.reference("card.light") == cardLight,
                "the rejected and the undone reference are as they were")
        let log = try String(contentsOf: package.root.appendingPathComponent("review/review-log.jsonl"), encoding: .utf8)
        #expect(log.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]).flatMap { object in
                (object["action"] as? String).map { "\($0) \(((object["file"] as? String) ?? "").split(separator: "/").last ?? "")" }
            }
        } == ["accept loop.badge.light.png", "accept loop.badge.dark.png", "accept loop.card.dark.png",
              "undo loop.card.dark.png", "reject loop.card.dark.png"])

        // The rejected change is fixed in the code: the next run passes.
        #expect(package.test { name, variant in name == "card" ? Self.before(name, variant) : Self.after(name, variant) })

        // And the whole session can still be undone from the command line, across its folders.
        let badgeBefore = try PNGEncoder.encode(try Package.image(Self.before("badge", .light), .light))
        #expect(try package.reference("badge.light") != badgeBefore)
        let undo = Process(), output = Pipe()
        undo.executableURL = ReviewCommandTests.binary
        undo.arguments = ["review", "--undo", "--results", package.artifacts.path, "--root", package.root.path]
        undo.standardOutput = output
        try undo.run()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        undo.waitUntilExit()
        #expect(undo.terminationStatus == 0)
        #expect(lines == ["restored \(package.references.path)/loop.badge.dark.png", "restored \(package.references.path)/loop.badge.light.png",
                          "penumbra review: 2 restored"])
        #expect(try package.reference("badge.light") == badgeBefore)
    }
}
