import Foundation
import PenumbraCore
@testable import PenumbraReport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A review session served in-process over the standard folder fixture, with a known token.
final class ServedReview {
    let fixtures: FolderFixtures
    let session: ReviewSession
    let server: ReviewServer
    let port: UInt16
    static let token = "0123456789abcdef0123456789abcdef"

    init(limits: ReviewServer.Limits = ReviewServer.Limits()) throws {
        fixtures = try FolderFixtures.standard()
        let results = try FolderDiff(options: FolderDiffOptions(reference: fixtures.reference, actual: fixtures.actual,
                                                                reportDirectory: fixtures.report, jobs: 2)).run()
        try ReportWriter().write(results, to: fixtures.report)
        session = try ReviewSession(results: results, reference: fixtures.reference, actual: fixtures.actual,
                                    reportFolder: fixtures.report, token: ReviewToken(text: Self.token))
        server = ReviewServer(session: session, limits: limits)
        port = try server.start()
    }

    deinit {
        server.stop()
        fixtures.remove()
    }

    /// Every file under `folder`, by relative path.
    /// The files under `folder` by relative path, without the undo journal.
    static func contents(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? []
        where !path.hasPrefix(ReviewJournal.folderName) {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) { out[path] = data }
        }
        return out
    }

    func get(_ target: String, headers: [String] = []) throws -> RawHTTP.Response {
        try RawHTTP.send(port: port, Data((["GET \(target) HTTP/1.1", "Host: 127.0.0.1:\(port)"] + headers).joined(separator: "\r\n").utf8
                                          + Data("\r\n\r\n".utf8)))
    }

    func post(_ target: String, json: String) throws -> RawHTTP.Response {
        let body = Data(json.utf8)
        let head = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        return try RawHTTP.send(port: port, Data(head.utf8) + body)
    }

    /// The audit log's lines, decoded.
    func auditLines() throws -> [[String: String]] {
        let text = String(decoding: try Data(contentsOf: fixtures.report.appendingPathComponent("review-log.jsonl")), as: UTF8.self)
        return try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String])
        }
    }
}

/// A client that sends exactly the bytes given (URLSession would normalise `..` and encodings),
/// then reads the response until the server closes.
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: Any]? { try? JSONSerialization.jsonObject(with: body) as? [String: Any] }
    }

    struct Failure: Error { var what: String }

    static func connect(port: UInt16) throws -> Int32 {
        #if os(Linux)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, connected == 0 else { close(fd); throw Failure(what: "cannot connect: \(String(cString: strerror(errno)))") }
        var timeout = timeval(tv_sec: 15, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    /// Sends `request` (ignoring a refusal part-way: the server may answer before reading it
    /// all) and reads the response.
    static func send(port: UInt16, _ request: Data) throws -> Response {
        let fd = try connect(port: port)
        defer { close(fd) }
        request.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = systemSend(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if sent <= 0 { break }
                offset += sent
            }
        }
        return try receive(fd)
    }

    static func receive(_ fd: Int32) throws -> Response {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { throw Failure(what: "no response head in \(data.count) bytes") }
        let lines = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = lines[0].split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(what: "bad status line \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data(data[split.upperBound...]))
    }
}

@Suite struct ReviewServerTests {
    let token = ServedReview.token

    @Test func everyRequestWithoutTheRightTokenIsForbidden() throws {
        let review = try ServedReview()
        let before = ServedReview.contents(review.fixtures.reference)
        for target in ["/report.html", "/report.html?token=", "/report.html?token=0123456789abcdef0123456789abcdee",
                       "/report.html?token=\(token)0", "/results.json", "/images/actual/Buttons/primary.dark.png",
                       "/api/decisions", "/nothing-here.png"] {
            let response = try review.get(target)
            #expect(response.status == 403, "\(target)")
            #expect(response.json?["error"] as? String == "this review session needs its token: open the URL penumbra review printed")
        }
        let post = try review.post("/api/accept?token=wrong", json: #"{"files": ["Buttons/primary.dark.png"]}"#)
        #expect(post.status == 403)
        // The read cookie is enough to read, never to write; the write token is never a cookie.
        let cookie = "Cookie: penumbra-review-read-\(review.port)=\(review.session.readToken.text)"
        #expect(try review.get("/results.json", headers: [cookie]).status == 200)
        #expect(try review.get("/results.json", headers: ["Cookie: penumbra-review-read-\(review.port)=\(token)"]).status == 403)
        // A page read with the cookie alone carries no write token.
        let readOnly = try review.get("/report.html", headers: [cookie])
        #expect(readOnly.status == 200 && !readOnly.text.contains(token) && readOnly.text.contains("var token = /*penumbra-review-token*/null;"))
        let body = Data(#"{"files": ["Buttons/primary.dark.png"]}"#.utf8)
        let cookiePost = try RawHTTP.send(port: review.port, Data("""
            POST /api/accept HTTP/1.1\r\nHost: 127.0.0.1:\(review.port)\r\n\(cookie)\r\nContent-Length: \(body.count)\r\n\r\n
            """.utf8) + body)
        #expect(cookiePost.status == 403)
        #expect(ServedReview.contents(review.fixtures.reference) == before)
        #expect(review.session.counts == (0, 0))
    }

    @Test func aHostOtherThanLoopbackIsForbidden() throws {
        let review = try ServedReview()
        let request = "GET /report.html?token=\(token) HTTP/1.1\r\nHost: attacker.example:\(review.port)\r\n\r\n"
        let response = try RawHTTP.send(port: review.port, Data(request.utf8))
        #expect(response.status == 403)
        #expect(try review.get("/report.html?token=\(token)").status == 200)
        let localhost = "GET /report.html?token=\(token) HTTP/1.1\r\nHost: localhost:\(review.port)\r\n\r\n"
        #expect(try RawHTTP.send(port: review.port, Data(localhost.utf8)).status == 200)
    }

    @Test func servesThePageWithTheTokenAndSetsTheReadCookie() throws {
        let review = try ServedReview()
        let response = try review.get("/report.html?token=\(token)")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        #expect(response.headers["connection"] == "close")
        #expect(response.headers["cache-control"] == "no-store")
        #expect(response.text.hasPrefix("<!doctype html>\n<html lang=\"en\" data-review=\"1\">"))
        #expect(response.text.contains("\"f\":\"Buttons/primary.dark.png\""))
        #expect(response.text.contains("var token = \"\(token)\";"))
        #expect(response.headers["set-cookie"] == "penumbra-review-read-\(review.port)=\(review.session.readToken.text); Path=/; HttpOnly; SameSite=Strict")
        // A fresh nonce per response, the only one the policy allows, on the page's style and script.
        let policy = try #require(response.headers["content-security-policy"])
        let nonce = try #require(policy.firstMatch(of: /script-src 'nonce-([0-9a-f]{32})'/)).1
        #expect(policy == "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
        #expect(response.text.contains("<style nonce=\"\(nonce)\">") && response.text.contains("<script nonce=\"\(nonce)\">"))
        #expect(response.text.components(separatedBy: "<script").count == 3)  // the data block and the nonce'd script
        let second = try review.get("/?token=\(token)")
        #expect(second.headers["content-security-policy"] != policy)
        #expect(second.text.replacing(/nonce="[0-9a-f]{32}"/, with: "") == response.text.replacing(/nonce="[0-9a-f]{32}"/, with: ""))
        // Every other response runs nothing.
        #expect(try review.get("/results.json?token=\(token)").headers["content-security-policy"] == ReviewServer.filePolicy)
        #expect(try review.get("/nothing?token=\(token)").headers["content-security-policy"] == ReviewServer.filePolicy)
        #expect(review.server.url == "http://127.0.0.1:\(review.port)/report.html?token=\(token)")
    }

    @Test func servesReportFilesWithTheirTypes() throws {
        let review = try ServedReview()
        let image = try review.get("/images/actual/Buttons/primary.dark.png?token=\(token)")
        #expect(image.status == 200)
        #expect(image.headers["content-type"] == "image/png")
        #expect(image.body == FileManager.default.contents(atPath: review.fixtures.report.appendingPathComponent("images/actual/Buttons/primary.dark.png").path))
        let results = try review.get("/results.json?token=\(token)")
        #expect(results.headers["content-type"] == "application/json")
        #expect(try SnapshotResults.decode(results.body) == review.session.results)
        // Percent-encoded names are decoded once.
        try AtomicFile.write(Data([1, 2, 3]), to: review.fixtures.report.appendingPathComponent("images/a b%.png"))
        #expect(try review.get("/images/a%20b%25.png?token=\(token)").body == Data([1, 2, 3]))
        #expect(try review.get("/images/none.png?token=\(token)").status == 404)
        #expect(try review.get("/images?token=\(token)").status == 404)
        #expect(try review.get("/api/nothing?token=\(token)").status == 404)
        #expect(try review.get("/api/accept?token=\(token)").status == 405)
    }

    @Test func neverServesAFileOutsideTheReportFolder() throws {
        let review = try ServedReview()
        // A file beside the report folder that must stay unreadable.
        try AtomicFile.write(Data("secret".utf8), to: review.fixtures.root.appendingPathComponent("secret.txt"))
        for target in ["/../secret.txt", "/images/../../secret.txt", "/%2e%2e/secret.txt", "/images/%2E%2E/%2e%2e/secret.txt",
                       "/images%2F..%2F..%2Fsecret.txt", "/./results.json", "//secret.txt", "/images/%00.png"] {
            let response = try review.get(target + "?token=\(token)")
            #expect(response.status == 403, "\(target)")
            #expect(!response.text.contains("secret\""))
        }
        #expect(try review.get("/images/%zz.png?token=\(token)").status == 400)
        // A symbolic link in the report folder leading out of it.
        try FileManager.default.createSymbolicLink(at: review.fixtures.report.appendingPathComponent("link.txt"),
                                                   withDestinationURL: review.fixtures.root.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: review.fixtures.report.appendingPathComponent("up"),
                                                   withDestinationURL: review.fixtures.root)
        #expect(try review.get("/link.txt?token=\(token)").status == 403)
        #expect(try review.get("/up/secret.txt?token=\(token)").status == 403)
        // A link that stays inside is followed.
        try FileManager.default.createSymbolicLink(at: review.fixtures.report.appendingPathComponent("inside.json"),
                                                   withDestinationURL: review.fixtures.report.appendingPathComponent("results.json"))
        #expect(try review.get("/inside.json?token=\(token)").status == 200)
    }

    @Test func acceptWritesTheReferenceFromTheActualAndLogsIt() throws {
        let review = try ServedReview()
        let before = ServedReview.contents(review.fixtures.reference)
        let actualBefore = ServedReview.contents(review.fixtures.actual)
        let response = try review.post("/api/accept?token=\(token)", json: #"{"files": ["Buttons/primary.dark.png"]}"#)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.text == #"{"accepted":["Buttons/primary.dark.png"],"failed":[],"rejected":[],"undone":[]}"#)
        var expected = before
        expected["Buttons/primary.dark.png"] = actualBefore["Buttons/primary.dark.png"]
        #expect(ServedReview.contents(review.fixtures.reference) == expected)
        #expect(ServedReview.contents(review.fixtures.actual) == actualBefore)
        let lines = try review.auditLines()
        #expect(lines.count == 1)
        #expect(lines.first?["action"] == "accept")
        #expect(lines.first?["file"] == "Buttons/primary.dark.png")
        #expect(lines.first?["reference"] == review.fixtures.reference.appendingPathComponent("Buttons/primary.dark.png").path)
        #expect(lines.first?["status"] == "changed")
        #expect(lines.first?["time"].flatMap { ISO8601DateFormatter().date(from: $0) } != nil)
        #expect(try review.get("/api/decisions?token=\(token)").text == #"{"accepted":["Buttons/primary.dark.png"],"rejected":[]}"#)
        // results.json stays as the diff wrote it.
        #expect(try SnapshotResults.read(from: review.fixtures.report.appendingPathComponent("results.json")) == review.session.results)
    }

    @Test func acceptAddsNewAndDeletesMissingReferences() throws {
        let review = try ServedReview()
        let response = try review.post("/api/accept?token=\(token)", json: #"{"files": ["New/deep/badge@dark.png", "Old/gone.light.png"]}"#)
        #expect(response.text == #"{"accepted":["New/deep/badge@dark.png","Old/gone.light.png"],"failed":[],"rejected":[],"undone":[]}"#)
        let reference = review.fixtures.reference
        #expect(FileManager.default.contents(atPath: reference.appendingPathComponent("New/deep/badge@dark.png").path)
                == FileManager.default.contents(atPath: review.fixtures.actual.appendingPathComponent("New/deep/badge@dark.png").path))
        #expect(!FileManager.default.fileExists(atPath: reference.appendingPathComponent("Old/gone.light.png").path))
        #expect(try review.auditLines().map { $0["status"] } == ["new", "missing"])
    }

    @Test func rejectTouchesNoFileAndIsLogged() throws {
        let review = try ServedReview()
        let before = ServedReview.contents(review.fixtures.reference)
        let response = try review.post("/api/reject?token=\(token)", json: #"{"files": ["Buttons/primary.dark.png"]}"#)
        #expect(response.text == #"{"accepted":[],"failed":[],"rejected":["Buttons/primary.dark.png"],"undone":[]}"#)
        #expect(ServedReview.contents(review.fixtures.reference) == before)
        #expect(try review.auditLines().map { $0["action"] } == ["reject"])
        #expect(review.session.counts == (0, 1))
    }

    @Test func unknownAndUnacceptableFilesFailWithTheReason() throws {
        let review = try ServedReview()
        let before = ServedReview.contents(review.fixtures.reference)
        let response = try review.post("/api/accept?token=\(token)",
                                       json: #"{"files": ["nope.png", "Buttons/primary.light.png", "Broken/icon.light.png"]}"#)
        #expect(response.status == 200)
        let failed = try #require(response.json?["failed"] as? [[String: String]])
        #expect(failed.map { $0["file"] } == ["nope.png", "Buttons/primary.light.png", "Broken/icon.light.png"])
        #expect(failed[0]["message"] == "nope.png is not in this report")
        #expect(failed[1]["message"] == "Buttons/primary.light.png passed: its reference already matches; nothing to accept")
        #expect(failed[2]["message"]?.hasPrefix("Broken/icon.light.png could not be compared (") == true)
        #expect(ServedReview.contents(review.fixtures.reference) == before)
        #expect(try review.auditLines().isEmpty)
    }

    @Test func malformedBodiesAreBadRequests() throws {
        let review = try ServedReview()
        for json in ["", "[]", #"{"file": ["a"]}"#, #"{"files": "a"}"#, "{"] {
            let response = try review.post("/api/accept?token=\(token)", json: json)
            #expect(response.status == 400, "\(json)")
            #expect(response.json?["error"] as? String == #"the body must be JSON: {"files": ["Buttons/primary.dark.png", …]}"#)
        }
        let chunked = "POST /api/accept?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(review.port)\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
        #expect(try RawHTTP.send(port: review.port, Data(chunked.utf8)).status == 411)
        #expect(try RawHTTP.send(port: review.port, Data("BREW\r\n\r\n".utf8)).status == 400)
    }

    @Test func aBodyPastOneMebibyteIs413AndNothingIsDone() throws {
        let review = try ServedReview()
        let before = ServedReview.contents(review.fixtures.reference)
        let files = Array(repeating: "\"Buttons/primary.dark.png\"", count: 40_000).joined(separator: ",")
        let body = Data("{\"files\": [\(files)]}".utf8)
        #expect(body.count > 1024 * 1024)
        let head = "POST /api/accept?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(review.port)\r\nContent-Length: \(body.count)\r\n\r\n"
        let response = try RawHTTP.send(port: review.port, Data(head.utf8) + body)
        #expect(response.status == 413)
        #expect(response.json?["error"] as? String == "the request body passes 1048576 bytes; send fewer files per request")
        #expect(ServedReview.contents(review.fixtures.reference) == before)
        // Headers past 16 KiB: 431.
        let long = "GET /report.html?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(review.port)\r\nX-Long: \(String(repeating: "a", count: 17_000))\r\n\r\n"
        #expect(try RawHTTP.send(port: review.port, Data(long.utf8)).status == 431)
    }

    @Test func aStalledClientIsCutOffAndOthersAreStillServed() throws {
        var limits = ReviewServer.Limits()
        limits.requestTimeout = 0.5
        let review = try ServedReview(limits: limits)
        let stalled = try RawHTTP.connect(port: review.port)
        defer { close(stalled) }
        _ = systemSend(stalled, "GET /report.html", 16)
        // Served while the stalled one waits.
        #expect(try review.get("/report.html?token=\(token)").status == 200)
        let response = try RawHTTP.receive(stalled)
        #expect(response.status == 408)
        // Cut off by the configured timeout, not the default one (no wall clock: it races load).
        #expect(response.json?["error"] as? String == "the request did not arrive within \(Int(limits.requestTimeout)) s")
    }

    /// review-slowloris: idle connections without a token (more than the server serves at once)
    /// never block the reviewer: they wait in the poll set, not on threads, and the oldest go.
    @Test func idleConnectionsDoNotBlockTheReviewer() throws {
        var limits = ReviewServer.Limits()
        limits.connections = 8
        limits.pendingConnections = 64
        let review = try ServedReview(limits: limits)
        var held: [Int32] = []
        defer { for fd in held { close(fd) } }
        var served = 0
        for round in 0..<5 {
            // 40 idle connections per round: 200 in all, 25 times the threads.
            for _ in 0..<40 { if let fd = try? RawHTTP.connect(port: review.port) { held.append(fd) } }
            for _ in 0..<4 where try review.get("/report.html?token=\(token)").status == 200 { served += 1 }
            #expect(held.count == (round + 1) * 40)
        }
        #expect(served == 20)
    }

    /// An idle connection is closed after the idle deadline without an answer.
    @Test func anIdleConnectionIsClosed() throws {
        var limits = ReviewServer.Limits()
        limits.idleTimeout = 0.2
        let review = try ServedReview(limits: limits)
        let idle = try RawHTTP.connect(port: review.port)
        defer { close(idle) }
        var byte: UInt8 = 0
        var pending = pollfd(fd: idle, events: Int16(POLLIN), revents: 0)
        #expect(poll(&pending, 1, 10_000) == 1)
        #expect(recv(idle, &byte, 1, 0) == 0)
    }

    @Test func stopClosesThePort() throws {
        let review = try ServedReview()
        #expect(try review.get("/report.html?token=\(token)").status == 200)
        review.server.stop()
        #expect(throws: RawHTTP.Failure.self) { try RawHTTP.connect(port: review.port) }
        review.server.stop()
    }
}

private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    #if canImport(Glibc)
    return Glibc.connect(fd, address, length)
    #else
    return Darwin.connect(fd, address, length)
    #endif
}

/// `send(2)` without `SIGPIPE` when the server has closed.
func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    return Darwin.send(fd, bytes, count, 0)
    #endif
}
