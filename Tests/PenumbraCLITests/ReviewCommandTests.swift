import ArgumentParser
import Foundation
import Penumbra
import PenumbraReport
import PenumbraTestSupport
import Testing
@testable import PenumbraCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `penumbra review` as a user runs it: the built binary, driven over HTTP.
@Suite(.serialized) struct ReviewCommandTests {
    static let binary = TestPaths.packageRoot.appendingPathComponent(".build/debug/penumbra")

    /// A running `penumbra review`, its standard output read line by line.
    final class Running {
        let process = Process()
        let output = Pipe()
        let errors = Pipe()
        var buffer = Data()

        init(_ arguments: [String]) throws {
            process.executableURL = ReviewCommandTests.binary
            process.arguments = arguments
            process.standardOutput = output
            process.standardError = errors
            try process.run()
        }

        /// A test that stopped part-way leaves no server behind.
        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }

        /// The next line of standard output, waiting up to `seconds`.
        func line(within seconds: Double = 120) -> String? {
            let deadline = Date().addingTimeInterval(seconds)
            let fd = output.fileHandleForReading.fileDescriptor
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer = Data(buffer[(newline + 1)...])
                    return line
                }
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0 else { return nil }
                var pending = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&pending, 1, Int32(remaining * 1000)) > 0 else { return nil }
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = read(fd, &chunk, chunk.count)
                guard count > 0 else { return nil }
                buffer += chunk[0..<count]
            }
        }

        /// Sends `signal` and waits for the exit; returns the status and the rest of the output.
        func stop(_ signal: Int32 = SIGINT) -> (status: Int32, rest: [String], errors: String) {
            kill(process.processIdentifier, signal)
            var rest: [String] = []
            while let line = line(within: 30) { rest.append(line) }
            // A session that ignores the signal must fail the test, not hang the run.
            let deadline = Date().addingTimeInterval(30)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning {
                Issue.record("penumbra review did not stop on signal \(signal)")
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (process.terminationStatus, rest, errorText)
        }
    }

    /// One HTTP request to the session (raw, with `Connection: close`), returning status and body.
    static func request(_ method: String, port: Int, _ target: String, body: String = "") throws -> (Int, String) {
        #if os(Linux)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let bytes = Array("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        #expect(write(fd, bytes, bytes.count) == bytes.count)
        var data = Data(), chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count <= 0 { break }
            data += chunk[0..<count]
        }
        let text = String(decoding: data, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let status = Int(parts[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// The round trip the issue asks for: diff, serve, accept one changed variant over HTTP,
    /// reject another, Ctrl-C, and check the exit status, the summary, the reference and the log.
    @Test func acceptAndRejectRoundTripThroughTheBinary() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path),
                     "build the CLI first: swift build --build-tests (builds .build/debug/penumbra)")
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "a.dark.png", RGBA8(90, 20, 20))
        try f.png(f.actual, "a.light.png", RGBA8(240, 240, 240))
        let referenceLight = try Data(contentsOf: f.reference.appendingPathComponent("a.light.png"))
        let running = try Running(["review", f.reference.path, f.actual.path, "--out", f.out.path])
        let first = try #require(running.line(), "no URL printed")
        let pattern = /penumbra review: serving http:\/\/127\.0\.0\.1:(\d+)\/report\.html\?token=([0-9a-f]{32}) \(Ctrl-C to stop\)/
        let match = try #require(first.wholeMatch(of: pattern), "\(first)")
        let port = try #require(Int(match.1)), token = String(match.2)

        let (pageStatus, page) = try Self.request("GET", port: port, "/report.html?token=\(token)")
        #expect(pageStatus == 200 && page.contains("var token = \"\(token)\";") && !page.contains("data-review-token"))
        #expect(try Self.request("GET", port: port, "/report.html").0 == 403)

        let (status, body) = try Self.request("POST", port: port, "/api/accept?token=\(token)", body: #"{"files":["a.dark.png"]}"#)
        #expect(status == 200)
        #expect(body == #"{"accepted":["a.dark.png"],"failed":[],"rejected":[],"undone":[]}"#)
        let referenceDark = f.reference.appendingPathComponent("a.dark.png").path
        #expect(running.line() == "accepted \(referenceDark)")
        #expect(try Self.request("POST", port: port, "/api/reject?token=\(token)", body: #"{"files":["a.light.png"]}"#).1
                == #"{"accepted":[],"failed":[],"rejected":["a.light.png"],"undone":[]}"#)
        #expect(running.line() == "rejected a.light.png")

        let log = f.out.appendingPathComponent("review-log.jsonl").path
        let (exit, rest, errors) = running.stop()
        #expect(exit == 0)
        #expect(rest == ["penumbra review: 1 accepted, 1 rejected; audit log: \(log); to undo: penumbra review --undo \(f.reference.path)"])
        #expect(errors == "")
        #expect(FileManager.default.contents(atPath: referenceDark) == FileManager.default.contents(atPath: f.actual.appendingPathComponent("a.dark.png").path))
        #expect(try Data(contentsOf: f.reference.appendingPathComponent("a.light.png")) == referenceLight)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        let accepted = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: String])
        #expect(accepted["action"] == "accept" && accepted["file"] == "a.dark.png" && accepted["reference"] == referenceDark
                && accepted["status"] == "changed")
        let rejected = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: String])
        #expect(rejected["action"] == "reject" && rejected["file"] == "a.light.png" && rejected["status"] == "changed")
    }

    /// Without --out the report goes to a temporary folder, removed when nothing was decided;
    /// SIGTERM stops the session as Ctrl-C does.
    @Test func aSessionWithoutDecisionsLeavesNothingBehind() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the CLI first: swift build --build-tests")
        let f = try CLIFolders.passing()
        defer { f.remove() }
        let running = try Running(["review", f.reference.path, f.actual.path])
        let first = try #require(running.line())
        #expect(first.hasPrefix("penumbra review: serving http://127.0.0.1:"))
        let (exit, rest, _) = running.stop(SIGTERM)
        #expect(exit == 0)
        #expect(rest == ["penumbra review: 0 accepted, 0 rejected"])
    }

    /// `--report` serves a folder `penumbra diff --out` wrote, accepting into the two folders given.
    @Test func servesAReportFolderThatDiffWrote() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the CLI first: swift build --build-tests")
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "a.dark.png", RGBA8(90, 20, 20))
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--out", f.out.path, "--quiet"]) == 1)
        let running = try Running(["review", f.reference.path, f.actual.path, "--report", f.out.path])
        let first = try #require(running.line())
        let match = try #require(first.wholeMatch(of: /penumbra review: serving http:\/\/127\.0\.0\.1:(\d+)\/report\.html\?token=(\w+) \(Ctrl-C to stop\)/))
        let port = try #require(Int(match.1)), token = String(match.2)
        #expect(try Self.request("POST", port: port, "/api/accept?token=\(token)", body: #"{"files":["a.dark.png"]}"#).0 == 200)
        #expect(running.line() == "accepted \(f.reference.appendingPathComponent("a.dark.png").path)")
        let (exit, rest, _) = running.stop()
        #expect(exit == 0)
        #expect(rest == ["penumbra review: 1 accepted, 0 rejected; audit log: \(f.out.appendingPathComponent("review-log.jsonl").path); to undo: penumbra review --undo \(f.reference.path)"])
        #expect(FileManager.default.contents(atPath: f.reference.appendingPathComponent("a.dark.png").path)
                == FileManager.default.contents(atPath: f.actual.appendingPathComponent("a.dark.png").path))
    }

    /// The errors a user meets before anything is served, each in the one format, exit status 2.
    @Test func refusalsNameTheFileAndExitTwo() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the CLI first: swift build --build-tests")
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try FileManager.default.createDirectory(at: f.out, withIntermediateDirectories: true)
        let elsewhere = f.root.appendingPathComponent("home").path
        try SnapshotResults(runs: [RunInfo(generator: "test", referenceDirectory: elsewhere, actualDirectory: f.actual.path)], entries: [])
            .write(to: f.out.appendingPathComponent("results.json"))
        let results = f.out.appendingPathComponent("results.json").path
        let missing = f.root.appendingPathComponent("none").path
        var cases: [([String], String)] = [
            (["review", f.reference.path, f.actual.path, "--report", f.out.path],
             "penumbra review: \(results): its reference folder is \(elsewhere), not \(f.reference.path) as given; a report is reviewed only against the folders it compared: penumbra review REFERENCE_DIR ACTUAL_DIR --report DIR\n"),
            (["review", f.reference.path, f.actual.path, "--report", missing],
             "penumbra review: \(missing): the report folder does not exist or is not a folder; give an existing folder\n"),
        ]
        // A port another program holds.
        #if os(Linux)
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let holder = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(holder, $0, length) == 0 && listen(holder, 1) == 0 && getsockname(holder, $0, &length) == 0 }
        }
        try #require(bound)
        let taken = Int(UInt16(bigEndian: address.sin_port))
        cases.append((["review", f.reference.path, f.actual.path, "--out", f.root.appendingPathComponent("report").path, "--port", String(taken)],
                      "penumbra review: 127.0.0.1:\(taken): cannot listen: Address already in use; choose another --port, or --port 0 for any free one\n"))
        for (arguments, message) in cases {
            let running = try Running(arguments)
            running.process.waitUntilExit()
            #expect(running.process.terminationStatus == 2, "\(arguments)")
            #expect(String(decoding: running.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == message)
        }
    }

    /// `--undo` puts back what the latest session's accepts replaced and deleted, newest first,
    /// and leaves a reference changed since alone (exit 1).
    @Test func undoRestoresTheLatestSessionsReferences() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "a.dark.png", RGBA8(90, 20, 20))
        try f.png(f.actual, "a.light.png", RGBA8(20, 90, 20))
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--out", f.out.path, "--quiet"]) == 1)
        let before = ServedReviewFiles.of(f.reference)
        let session = try ReviewSession.open(reportFolder: f.out, reference: f.reference, actual: f.actual)
        #expect(session.accept(["a.dark.png", "a.light.png"]).accepted.count == 2)
        #expect(ServedReviewFiles.of(f.reference) != before)
        #expect(exitStatus(ReviewCommand.self, ["--undo", f.reference.path]) == 0)
        #expect(ServedReviewFiles.of(f.reference) == before)
        #expect(exitStatus(ReviewCommand.self, ["--undo", f.reference.path]) == 0)  // nothing left: nothing done

        let again = try ReviewSession.open(reportFolder: f.out, reference: f.reference, actual: f.actual)
        #expect(again.accept(["a.dark.png"]).accepted == ["a.dark.png"])
        try f.png(f.reference, "a.dark.png", RGBA8(1, 2, 3))
        let edited = ServedReviewFiles.of(f.reference)
        #expect(exitStatus(ReviewCommand.self, ["--undo", f.reference.path]) == 1)
        #expect(ServedReviewFiles.of(f.reference) == edited)
        #expect(exitStatus(ReviewCommand.self, ["--undo", f.reference.path, f.actual.path]) == 2)
    }

    @Test func validatesItsArguments() throws {
        #expect(exitStatus(ReviewCommand.self, ["ref"]) == 2)
        #expect(exitStatus(ReviewCommand.self, ["--report", "r"]) == 2)
        #expect(exitStatus(ReviewCommand.self, ["--report", "r", "ref", "act", "--out", "o"]) == 2)
        #expect(exitStatus(ReviewCommand.self, ["ref", "act", "--port", "70000"]) == 2)
        #expect(exitStatus(ReviewCommand.self, ["ref", "act", "--tolerance", "3"]) == 2)
        let command = try ReviewCommand.parse(["ref", "act", "--mode", "channel", "--tolerance", "3", "--port", "8123"])
        #expect(command.port == 8123 && command.comparison.tolerance == 3)
    }
}

/// The files of a folder by relative path, without the review journal.
enum ServedReviewFiles {
    static func of(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? []
        where !path.hasPrefix(".penumbra-journal") {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) { out[path] = data }
        }
        return out
    }
}
