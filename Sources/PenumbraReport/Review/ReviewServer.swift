import Foundation
import PenumbraCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The HTTP server of a `penumbra review` session: serves the report page and the report
/// folder's files, and takes accept and reject requests, on 127.0.0.1 only.
///
/// Every request must carry the session's token: in the query (`?token=…`), or — for reading
/// only — in the cookie the page sets when it is opened with the token, so the images the page
/// links (`images/actual/…`) load without each link carrying it. Writes (`POST api/accept`,
/// `POST api/reject`) need the token in the query, so another site the browser has open cannot
/// make them with the cookie alone. The `Host` header must name 127.0.0.1 or localhost with this
/// port, which stops a page served from another name that resolves to 127.0.0.1.
///
/// Each connection gets a thread, up to ``Limits/connections`` at once (a browser opens about
/// six per host, and may open one it never uses: serving one connection at a time would stall
/// behind it); each answers one request and closes. A request must arrive whole within
/// ``Limits/requestTimeout``, its head within ``Limits/headerBytes`` (else 431) and its body within
/// ``Limits/bodyBytes`` (else 413), so a stalled or hostile client holds one thread for a few seconds
/// at most.
///
/// Routes (all need the token):
/// - `GET /` and `GET /report.html`: the report page, rendered per request with the token;
/// - `GET /api/decisions`: `{"accepted": [file…], "rejected": [file…]}` so far;
/// - `POST /api/accept`, `POST /api/reject` with `{"files": [file…]}`: ``ReviewSession/Outcome``;
/// - `GET /<path>`: a file under the report folder (never outside it: no `.` or `..` segments,
///   each segment percent-decoded once, symbolic links resolved and checked).
package final class ReviewServer: @unchecked Sendable {
    /// Bounds on what one client may cost.
    package struct Limits: Sendable {
        /// The largest request line plus headers, in bytes. Default: 16 KiB.
        package var headerBytes = 16 * 1024
        /// The largest request body, in bytes. Default: 1 MiB (about 10,000 file names).
        package var bodyBytes = 1024 * 1024
        /// How long a client has to send its whole request, in seconds. Default: 10.
        package var requestTimeout: Double = 10
        /// Connections served at once; more are answered 503 at once. Default: 32.
        package var connections = 32
        /// The default limits.
        package init() {}
    }

    /// The session served.
    package let session: ReviewSession
    /// The limits.
    package let limits: Limits
    private let requestedPort: UInt16
    private let lock = MutexLock()
    private var listener: Int32 = -1
    private var wake: (read: Int32, write: Int32) = (-1, -1)
    private var boundPort: UInt16 = 0
    private var active = 0
    private let loopFinished = DispatchSemaphore(value: 0)
    private var running = false

    /// Creates a server; nothing listens before ``start()``.
    /// - Parameter port: the port, or 0 for one the kernel picks. Default: 0.
    package init(session: ReviewSession, port: UInt16 = 0, limits: Limits = Limits()) {
        self.session = session
        self.requestedPort = port
        self.limits = limits
    }

    deinit { stop() }

    /// The port listened on (0 before ``start()``).
    package var port: UInt16 { lock.lock(); defer { lock.unlock() }; return boundPort }

    /// The URL to open: the report page with the token.
    package var url: String { "http://127.0.0.1:\(port)/report.html?token=\(session.token.text)" }

    /// Binds 127.0.0.1, starts serving on a background thread and returns the port.
    /// - Throws: ``ReviewError/cannotListen(port:reason:)`` when the port is taken or the socket
    ///   cannot be made.
    @discardableResult
    package func start() throws(ReviewError) -> UInt16 {
        lock.lock()
        defer { lock.unlock() }
        if running { return boundPort }
        let fd = try Socket.listen(port: requestedPort)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            close(fd)
            throw .cannotListen(port: Int(requestedPort), reason: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        listener = fd
        wake = (fds[0], fds[1])
        boundPort = Socket.port(of: fd)
        running = true
        let wakeRead = fds[0]
        guard NativeThread.start(stackSize: ParallelWork.defaultStackSize, { [self] in acceptLoop(listener: fd, wake: wakeRead) }) else {
            running = false
            listener = -1
            wake = (-1, -1)
            boundPort = 0
            close(fd); close(fds[0]); close(fds[1])
            throw .cannotListen(port: Int(requestedPort), reason: "cannot start a thread: \(String(cString: strerror(errno)))")
        }
        return boundPort
    }

    /// Stops accepting connections and closes the socket; requests being served finish on
    /// their own threads. Safe to call more than once.
    package func stop() {
        lock.lock()
        guard running else { lock.unlock(); return }
        running = false
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        lock.unlock()
        loopFinished.wait()
        lock.lock()
        close(listener)
        close(wake.read)
        close(wake.write)
        listener = -1
        wake = (-1, -1)
        lock.unlock()
    }

    private func acceptLoop(listener: Int32, wake: Int32) {
        defer { loopFinished.signal() }
        while true {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || fds[1].revents != 0 { return }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            Socket.prepare(client)
            lock.lock()
            let admitted = active < limits.connections
            if admitted { active += 1 }
            lock.unlock()
            guard admitted else {
                Socket.send(client, HTTPResponse.error(503, "too many connections; retry").serialized())
                close(client)
                continue
            }
            let finished: @Sendable () -> Void = { [self] in
                close(client)
                lock.lock()
                active -= 1
                lock.unlock()
            }
            if !NativeThread.start(stackSize: ParallelWork.defaultStackSize, { [self] in serve(client); finished() }) {
                Socket.send(client, HTTPResponse.error(503, "cannot start a thread; retry").serialized())
                finished()
            }
        }
    }

    /// Reads one request from `client` and answers it.
    private func serve(_ client: Int32) {
        let deadline = Date().addingTimeInterval(limits.requestTimeout)
        let request: HTTPRequest
        do {
            request = try Socket.readRequest(client, limits: limits, deadline: deadline)
        } catch {
            let response: HTTPResponse
            switch error {
            case .malformed(let why): response = .error(400, why)
            case .headersTooLarge: response = .error(431, "the request headers pass \(limits.headerBytes) bytes")
            case .bodyTooLarge: response = .error(413, "the request body passes \(limits.bodyBytes) bytes; send fewer files per request")
            case .lengthRequired: response = .error(411, "send the body with a Content-Length")
            case .timedOut: response = .error(408, "the request did not arrive within \(Int(limits.requestTimeout)) s")
            }
            Socket.send(client, response.serialized())
            // The client may still be sending: read what it sends, briefly, so closing does not
            // reset the connection before it has read the answer.
            Socket.drain(client, until: Date().addingTimeInterval(1))
            return
        }
        Socket.send(client, respond(to: request).serialized(head: request.method == "HEAD"))
    }
}
