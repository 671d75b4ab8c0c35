import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX socket calls of the review server, with the platform differences kept here
/// (`SOCK_STREAM`'s type, `sin_len`, how `SIGPIPE` is kept away).
enum Socket {
    /// A TCP socket listening on 127.0.0.1:`port` (0: a port the kernel picks).
    static func listen(port: UInt16) throws(ReviewError) -> Int32 {
        #if os(Linux)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw .cannotListen(port: Int(port), reason: String(cString: strerror(errno))) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if !os(Linux)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1: loopback only
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, systemListen(fd, 512) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .cannotListen(port: Int(port), reason: reason)
        }
        return fd
    }

    /// The local port of a bound socket.
    static func port(of fd: Int32) -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Sets up an accepted connection: closed on exec, no `SIGPIPE` when the client has gone.
    static func prepare(_ fd: Int32) {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #if !os(Linux)
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Sends all of `data`, giving up when the client stops reading for 5 seconds.
    static func send(_ fd: Int32, _ data: Data) {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                var pending = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                guard poll(&pending, 1, 5000) > 0 else { return }
                #if os(Linux)
                let sent = Glibc.send(fd, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let sent = Darwin.send(fd, base + offset, buffer.count - offset, 0)
                #endif
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    /// Receives up to `count` bytes, waiting until `deadline`; `nil` when the client closed the
    /// connection or the deadline passed.
    static func receive(_ fd: Int32, count: Int, deadline: Date) -> Data? {
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var pending = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pending, 1, Int32(min(remaining * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: count)
            let received = recv(fd, &buffer, count, 0)
            if received < 0 && errno == EINTR { continue }
            guard received > 0 else { return nil }
            return Data(buffer[0..<received])
        }
    }

    /// Reads one request: the head up to the blank line, then the declared body.
    static func readRequest(_ fd: Int32, limits: ReviewServer.Limits, deadline: Date) throws(HTTPRequest.ParseError) -> HTTPRequest {
        var buffer = Data()
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard let chunk = receive(fd, count: 4096, deadline: deadline) else { throw .timedOut }
            // Search from just before the new bytes: the separator may straddle two chunks.
            let from = max(buffer.startIndex, buffer.endIndex - 3)
            buffer += chunk
            headEnd = buffer[from...].firstRange(of: separator)
            if headEnd == nil && buffer.count > limits.headerBytes { throw .headersTooLarge }
        }
        guard let headEnd, headEnd.lowerBound <= limits.headerBytes else { throw .headersTooLarge }
        var request = try HTTPRequest.parseHead(buffer[..<headEnd.lowerBound])
        let length = try request.declaredBodyLength(limit: limits.bodyBytes)
        var body = Data(buffer[headEnd.upperBound...])
        while body.count < length {
            guard let chunk = receive(fd, count: min(65536, length - body.count), deadline: deadline) else { throw .timedOut }
            body += chunk
        }
        request.body = body.prefix(length)
        return request
    }

    /// Stops sending, then reads and drops what the client still sends until it closes or
    /// `deadline` passes (at most 2 MiB).
    static func drain(_ fd: Int32, until deadline: Date) {
        _ = shutdown(fd, Int32(SHUT_WR))
        var dropped = 0
        while dropped < 2 * 1024 * 1024, let chunk = receive(fd, count: 65536, deadline: deadline) { dropped += chunk.count }
    }
}

/// `listen(2)`, which `Socket.listen(port:)` shadows.
@inline(__always)
private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
    return Glibc.listen(fd, backlog)
    #else
    return Darwin.listen(fd, backlog)
    #endif
}
