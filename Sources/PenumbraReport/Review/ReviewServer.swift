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
/// Every request must carry a secret. The write token (in the `X-Penumbra-Token` header, as the
/// page sends it, or in the query of the printed URL) allows everything; the read token, a second
/// secret in the cookie the page sets, allows only reading (the images the page links load
/// without each link carrying a secret). Browsers send 127.0.0.1's cookies to every port, so
/// another local server may see the cookie: it never holds the write token. The page gets the
/// write token inside its script only when it was itself requested with it. Every response
/// carries a Content-Security-Policy: the page's allows only its own nonce'd style and script,
/// so nothing from the data runs. The `Host` header must name 127.0.0.1 or localhost with this
/// port, which stops a page served from another name that resolves to 127.0.0.1.
///
/// A connection waits in the accepting thread's poll set until its first bytes arrive, at most
/// ``Limits/idleTimeout`` (and at most ``Limits/pendingConnections`` wait: past that the oldest
/// is closed), so idle connections cost no thread and cannot crowd out the reviewer's. Then it
/// gets a thread, up to ``Limits/connections`` at once; each answers one request and closes. A
/// request must arrive whole within ``Limits/requestTimeout``, its head within
/// ``Limits/headerBytes`` (else 431) and its body within ``Limits/bodyBytes`` (else 413), so a
/// stalled or hostile client holds one thread for a few seconds at most.
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
        /// How long a client has to send its whole request once it has started, in seconds. Default: 5.
        package var requestTimeout: Double = 5
        /// How long a connection may stay open without sending a byte, in seconds. Default: 2.
        package var idleTimeout: Double = 2
        /// Connections waiting for their first byte at once; past this the oldest is closed. Default: 512.
        package var pendingConnections = 512
        /// Connections served at once; more are answered 503 at once. Default: 128.
        package var connections = 128
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
        // Connections that have sent nothing yet, oldest first, with when they were accepted.
        var pending: [(fd: Int32, since: Date)] = []
        defer { for connection in pending { close(connection.fd) } }
        while true {
            let now = Date()
            // Idle connections past their deadline are closed without an answer.
            pending.removeAll { connection in
                guard now.timeIntervalSince(connection.since) >= limits.idleTimeout else { return false }
                close(connection.fd)
                return true
            }
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            fds += pending.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let timeout = pending.first.map { Int32(max(1, (limits.idleTimeout - now.timeIntervalSince($0.since)) * 1000 + 1)) } ?? -1
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || fds[1].revents != 0 { return }
            // Connections with bytes (or a hang-up) to read go to a thread of their own.
            var waiting: [(fd: Int32, since: Date)] = []
            for (index, connection) in pending.enumerated() {
                if fds[index + 2].revents != 0 { dispatch(connection.fd) } else { waiting.append(connection) }
            }
            pending = waiting
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            Socket.prepare(client)
            pending.append((client, Date()))
            if pending.count > limits.pendingConnections { close(pending.removeFirst().fd) }
        }
    }

    /// Serves `client` on a thread of its own, or answers 503 when all are busy.
    private func dispatch(_ client: Int32) {
        lock.lock()
        let admitted = active < limits.connections
        if admitted { active += 1 }
        lock.unlock()
        guard admitted else {
            Socket.send(client, HTTPResponse.error(503, "too many connections; retry").serialized())
            close(client)
            return
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
