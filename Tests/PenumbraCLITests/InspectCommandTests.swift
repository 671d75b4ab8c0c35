import ArgumentParser
import Foundation
import PenumbraTestSupport
import Testing
@testable import PenumbraCLI
@testable import PenumbraPNG

/// `penumbra inspect`, run in-process through its core and once as the built binary.
@Suite(.requiresSharedCorpora) struct InspectCommandTests {
    static func realWorld(_ name: String) -> String? {
        TestPaths.corpus("realworld")?.appendingPathComponent(name).path
    }

    @Test func reportsValidFileAndExitsZero() throws {
        let path = try #require(Self.realWorld("a11ysnap__testRenderingMethods.true-402x874-26-2-3x.png"),
                                Comment(rawValue: TestPaths.sharedMissingMessage))
        let command = try InspectCommand.parse([path])
        let inspections = command.files.map { PNGInspection(path: $0) }
        let text = InspectCommand.render(inspections, json: false)
        #expect(text == """
            \(path): OK
              size:        948x439
              format:      rgba, 16-bit, not interlaced
              colour space: Display P3
              chunks:      IHDR, iCCP, cICP, eXIf, pHYs, iDOT, IDAT, IEND

            """)
        #expect(InspectCommand.exitCode(for: inspections) == .success)
    }

    @Test func reportsInvalidFileAndExitsOne() throws {
        let bad = try #require(Self.realWorld("paparazzi__invalid_crc.png"), Comment(rawValue: TestPaths.sharedMissingMessage))
        let good = try #require(Self.realWorld("uber__rect.png"))
        let inspections = [bad, good].map { PNGInspection(path: $0) }
        let text = InspectCommand.render(inspections, json: false)
        #expect(text.contains("\(bad): INVALID\n  \(bad): CRC error in chunk IHDR at byte 8"))
        #expect(text.contains("\(good): OK"))
        #expect(InspectCommand.exitCode(for: inspections) == PenumbraExitCode.findings)
    }

    @Test func jsonListsEveryFileWithSchemaVersion() throws {
        let good = try #require(Self.realWorld("uber__rect.png"), Comment(rawValue: TestPaths.sharedMissingMessage))
        let json = InspectCommand.render([PNGInspection(path: good), PNGInspection(path: "/nonexistent/x.png")], json: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.count == 2)
        #expect(files[0]["colorSpace"] as? String == "sRGB")
        #expect(files[0]["width"] as? Int == 100)
        #expect(files[1]["valid"] as? Bool == false)
        #expect(files[1]["unreadable"] as? Bool == true)
    }

    @Test func missingFileIsAnIOErrorExitingTwo() {
        let inspections = [PNGInspection(path: "/nonexistent/x.png")]
        #expect(inspections[0].error == "/nonexistent/x.png: cannot read the file: no such file")
        #expect(InspectCommand.exitCode(for: inspections) == PenumbraExitCode.usage)
    }

    @Test func noFilesIsAUsageErrorExitingTwo() {
        do {
            _ = try PenumbraCommand.parseAsRoot(["inspect"])
            Issue.record("parsed without files")
        } catch {
            #expect(PenumbraExitCode.code(for: error) == PenumbraExitCode.usage)
        }
        do {
            _ = try PenumbraCommand.parseAsRoot(["inspect", "--bogus", "x.png"])
            Issue.record("parsed an unknown option")
        } catch {
            #expect(PenumbraExitCode.code(for: error) == PenumbraExitCode.usage)
        }
    }

    /// The built binary's exit codes (skipped when the executable has not been built).
    @Test(.requiresBuiltCLI) func binaryExitCodes() throws {
        let binary = BuiltCLI.binary
        let good = try #require(Self.realWorld("uber__rect.png"), Comment(rawValue: TestPaths.sharedMissingMessage))
        let bad = try #require(Self.realWorld("paparazzi__invalid_crc.png"))
        #expect(try Self.run(binary, ["inspect", good]) == 0)
        #expect(try Self.run(binary, ["inspect", good, bad]) == 1)
        #expect(try Self.run(binary, ["inspect"]) == 2)
        #expect(try Self.run(binary, ["inspect", "--no-such-flag", good]) == 2)
    }

    static func run(_ binary: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// `penumbra inspect --reencode-to`.
@Suite(.requiresSharedCorpora) struct InspectReencodeTests {
    @Test func reencodesValidFilesWithSamePixels() throws {
        let source = try #require(InspectCommandTests.realWorld("uber__rect.png"), Comment(rawValue: TestPaths.sharedMissingMessage))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-reencode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inspections = [PNGInspection(path: source), PNGInspection(path: "/nonexistent/y.png")]
        let (lines, failed) = InspectCommand.reencode(inspections, into: folder)
        #expect(!failed)
        #expect(lines.hasPrefix("re-encoded \(source): 3423 -> "))
        let written = folder.appendingPathComponent("uber__rect.png")
        #expect(try PNGDecoder.decodeImage(contentsOf: written) == PNGDecoder.decodeImage(contentsOf: URL(fileURLWithPath: source)))
        #expect(try PNGDecoder.readInfo(contentsOf: written).chunkTypes == ["IHDR", "sRGB", "IDAT", "IEND"])
    }

    @Test func parsesReencodeOption() throws {
        let command = try InspectCommand.parse(["--reencode-to", "/tmp/out", "a.png"])
        #expect(command.reencodeFolder == "/tmp/out")
        #expect(command.files == ["a.png"])
    }
}
