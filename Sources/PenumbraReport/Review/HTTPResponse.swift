import Foundation

/// One HTTP/1.1 response of the review server. Every response closes the connection and forbids
/// caching (the page and the images change as snapshots are accepted) and content sniffing, and
/// carries a Content-Security-Policy (the page's own, with its nonce, or one under which nothing runs).
struct HTTPResponse: Sendable {
    /// The status code.
    var status: Int
    /// Extra headers, in order.
    var headers: [(String, String)]
    /// The body.
    var body: Data

    init(status: Int, contentType: String, body: Data, headers: [(String, String)] = []) {
        self.status = status
        self.headers = [("Content-Type", contentType)] + headers
        self.body = body
    }

    /// A JSON body.
    static func json(_ status: Int, _ value: some Encodable) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(status: status, contentType: "application/json", body: body)
    }

    /// A JSON error body, `{"error": "…"}`: the page shows it, a script can parse it.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json(status, ["error": message])
    }

    /// The bytes sent: status line, headers, blank line, body.
    func serialized(head: Bool = false) -> Data {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if !headers.contains(where: { $0.0 == "Content-Security-Policy" }) {
            text += "Content-Security-Policy: \(ReviewServer.filePolicy)\r\n"
        }
        text += "Content-Length: \(body.count)\r\n"
        text += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
        text += "Connection: close\r\n\r\n"
        var data = Data(text.utf8)
        if !head { data += body }
        return data
    }

    /// The reason phrase of the statuses the server sends.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 411: return "Length Required"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status \(status)"
        }
    }

    /// The content type of a file the report folder holds, by extension.
    static func contentType(forFile name: String) -> String {
        let last = name.split(separator: "/").last ?? ""
        let pathExtension = last.lastIndex(of: ".").map { last[last.index(after: $0)...] } ?? ""
        switch pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "png": return "image/png"
        case "json": return "application/json"
        case "jsonl": return "application/x-ndjson"
        case "xml": return "application/xml"
        case "md": return "text/markdown; charset=utf-8"
        case "txt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
