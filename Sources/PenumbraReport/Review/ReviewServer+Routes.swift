import Foundation

extension ReviewServer {
    /// The name of the cookie that carries the read token: per port, since cookies are shared by
    /// every port of a host and two sessions may run at once. Browsers send it to every port of
    /// 127.0.0.1, so it carries the read token only, never the write token.
    var cookieName: String { "penumbra-review-read-\(port)" }

    /// The header that carries the write token.
    static let tokenHeader = "x-penumbra-token"

    /// The Content-Security-Policy of the report page: its own nonce'd style and script only,
    /// images and requests to this origin only, no frames, forms or base URL.
    static func pagePolicy(nonce: String) -> String {
        "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; img-src 'self'; connect-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }

    /// The policy of every other response (images, JSON, files of the report folder): nothing
    /// runs, even an HTML file of the report folder opened directly.
    static let filePolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'"

    /// The answer to one request.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        let host = request.headers["host"]?.lowercased()
        guard host == "127.0.0.1:\(port)" || host == "localhost:\(port)" else {
            return .error(403, "this review session answers only to http://127.0.0.1:\(port)/")
        }
        let reading = request.method == "GET" || request.method == "HEAD"
        // The write token: in its header (the page sends it so), or the query (the printed URL).
        let writer = session.token.matches(request.headers[Self.tokenHeader]) || session.token.matches(request.query["token"])
        guard writer || (reading && session.readToken.matches(request.cookie(cookieName))) else {
            return .error(403, "this review session needs its token: open the URL penumbra review printed")
        }
        switch (request.method, request.path) {
        case ("POST", "/api/accept"): return decide(request, session.accept)
        case ("POST", "/api/reject"): return decide(request, session.reject)
        case ("POST", "/api/undo"): return decide(request, session.undo)
        case (_, "/api/accept"), (_, "/api/reject"), (_, "/api/undo"): return .error(405, "use POST")
        case (_, _) where !reading: return .error(405, "only GET, HEAD and POST are served")
        case (_, "/"), (_, "/report.html"):
            // A fresh nonce per response; the write token only to a request that showed it.
            let nonce = ReviewToken().text
            var response = HTTPResponse(status: 200, contentType: "text/html; charset=utf-8",
                                        body: Data(session.page(nonce: nonce, writable: writer).utf8))
            response.headers.append(("Content-Security-Policy", Self.pagePolicy(nonce: nonce)))
            response.headers.append(("Set-Cookie", "\(cookieName)=\(session.readToken.text); Path=/; HttpOnly; SameSite=Strict"))
            return response
        case (_, "/api/decisions"): return .json(200, session.decisions())
        case (_, let path) where path.hasPrefix("/api/"): return .error(404, "no such API: \(path)")
        case (_, let path): return file(path)
        }
    }

    /// The body of an accept or reject request.
    private struct FilesBody: Decodable { var files: [String] }

    private func decide(_ request: HTTPRequest, _ action: ([String]) -> ReviewSession.Outcome) -> HTTPResponse {
        guard let body = try? JSONDecoder().decode(FilesBody.self, from: request.body) else {
            return .error(400, "the body must be JSON: {\"files\": [\"Buttons/primary.dark.png\", …]}")
        }
        return .json(200, action(body.files))
    }

    /// A file under the report folder, or why not.
    private func file(_ path: String) -> HTTPResponse {
        let segments: [String]
        do { segments = try HTTPRequest.segments(path) } catch {
            switch error {
            case .badEncoding: return .error(400, "the path is not valid percent-encoded UTF-8")
            case .outside: return .error(403, "the path leaves the report folder")
            }
        }
        let root = session.reportFolder.resolvingSymlinksInPath().standardizedFileURL.path
        let url = segments.reduce(session.reportFolder) { $0.appendingPathComponent($1) }
        let resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
        guard resolved.hasPrefix(root + "/") else { return .error(403, "the path leads outside the report folder") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = FileManager.default.contents(atPath: resolved) else {
            return .error(404, "no such file in the report: \(segments.joined(separator: "/"))")
        }
        return HTTPResponse(status: 200, contentType: HTTPResponse.contentType(forFile: resolved), body: data)
    }
}
