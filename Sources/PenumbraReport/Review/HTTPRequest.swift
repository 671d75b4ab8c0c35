import Foundation
import PenumbraCore

/// One HTTP/1.1 request as the review server reads it: the request line, the headers (names in
/// lower case) and the body. Only what the server needs is parsed: no chunked bodies (a request
/// with a body must say its `Content-Length`), no pipelining (every response closes the
/// connection).
struct HTTPRequest: Sendable {
    /// `GET`, `POST`, … as sent.
    var method: String
    /// The request target's path, still percent-encoded (`/images/actual/a%20b.png`).
    var path: String
    /// The query's parameters, percent-decoded; of a repeated name, the first.
    var query: [String: String]
    /// The headers, names lower-cased; of a repeated name, the values joined by `, `.
    var headers: [String: String]
    /// The body (empty without a `Content-Length`).
    var body: Data

    /// Why a request could not be read; each maps to the status the server answers.
    enum ParseError: Error, Equatable {
        /// Not an HTTP/1.x request line, a header without a colon, a bad `Content-Length` (400).
        case malformed(String)
        /// The request line and headers pass the limit (431).
        case headersTooLarge
        /// The declared body passes the limit (413).
        case bodyTooLarge
        /// A chunked body, whose length is not known in advance (411).
        case lengthRequired
        /// The client sent nothing more before the deadline, or closed the connection early (408).
        case timedOut
    }

    /// Parses the request line and headers: `head` is everything before the blank line.
    static func parseHead(_ head: Data) throws(ParseError) -> HTTPRequest {
        // Header bytes are ASCII in practice; anything else is decoded leniently and only
        // compared, never interpreted.
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        guard !lines.isEmpty else { throw .malformed("empty request") }
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."), !requestLine[0].isEmpty,
              requestLine[1].hasPrefix("/") else {
            throw .malformed("the request line is not METHOD /PATH HTTP/1.1")
        }
        let target = requestLine[1]
        let pathEnd = target.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? target.endIndex
        var query: [String: String] = [:]
        if let mark = target.firstIndex(of: "?") {
            let end = target[mark...].firstIndex(of: "#") ?? target.endIndex
            query = Self.queryItems(target[target.index(after: mark)..<end])
        }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("a header line has no colon") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return HTTPRequest(method: String(requestLine[0]), path: String(target[..<pathEnd]), query: query,
                           headers: headers, body: Data())
    }

    /// The body length the headers declare, checked against `limit`.
    /// - Throws: ``ParseError/lengthRequired`` for a chunked body, ``ParseError/bodyTooLarge``
    ///   past `limit`, ``ParseError/malformed(_:)`` for a length that is not a number.
    func declaredBodyLength(limit: Int) throws(ParseError) -> Int {
        if let encoding = headers["transfer-encoding"], encoding.lowercased() != "identity" { throw .lengthRequired }
        guard let text = headers["content-length"] else { return 0 }
        guard let length = Int(text), length >= 0 else { throw .malformed("Content-Length '\(text)' is not a number") }
        guard length <= limit else { throw .bodyTooLarge }
        return length
    }

    /// `name=value&…`, percent-decoded (`+` is a space, as forms send it).
    static func queryItems(_ query: Substring) -> [String: String] {
        var items: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (s: Substring) in PercentEncoding.decode(s.replacing("+", with: " ")) }
            guard let name = decode(parts[0]), let value = parts.count > 1 ? decode(parts[1]) : "" else { continue }
            if items[name] == nil { items[name] = value }
        }
        return items
    }

    /// The value of one cookie, from the `Cookie` header.
    func cookie(_ name: String) -> String? {
        guard let header = headers["cookie"] else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.trimmingSpaces().split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == name { return String(parts[1]) }
        }
        return nil
    }

    /// Why a path cannot name a file inside the report folder.
    enum PathError: Error, Equatable {
        /// A `%` not followed by two hex digits, or bytes that are not UTF-8 (400).
        case badEncoding
        /// A `.` or `..` segment, an encoded `/` or NUL, or an empty segment (403): the path would
        /// leave the folder, or is not the one name it seems.
        case outside
    }

    /// The path's segments, each percent-decoded once. Decoding happens after splitting, so
    /// `%2F` cannot smuggle a separator and `%2e%2e` is caught as `..`.
    static func segments(_ path: String) throws(PathError) -> [String] {
        var segments: [String] = []
        for raw in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            guard let segment = PercentEncoding.decode(raw) else { throw .badEncoding }
            guard !segment.isEmpty, segment != ".", segment != "..", !segment.includes("/"), !segment.includes("\0") else {
                throw .outside
            }
            segments.append(segment)
        }
        return segments
    }
}
