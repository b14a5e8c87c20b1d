import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX socket calls the fake server needs, spelled once for Linux and macOS.
enum FakeSocket {
    /// A TCP socket listening on 127.0.0.1 at `port` (0 for any free port).
    static func listen(port: UInt16, backlog: Int32 = 64) throws -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw FakeServerError("socket: \(errnoText())") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        setCloseOnExec(fd)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let text = errnoText()
            close(fd)
            throw FakeServerError("bind 127.0.0.1:\(port): \(text)")
        }
        guard Glibc_listen(fd, backlog) == 0 else {
            let text = errnoText()
            close(fd)
            throw FakeServerError("listen: \(text)")
        }
        return fd
    }

    /// The port a socket is bound to.
    static func port(of fd: Int32) -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Accepts one connection; nil when accept fails (the socket was shut down, or a transient error).
    static func accept(_ fd: Int32) -> Int32? {
        let client = Glibc_accept(fd, nil, nil)
        guard client >= 0 else { return nil }
        setCloseOnExec(client)
        var yes: Int32 = 1
        // As real servers do on kept-alive connections (nginx's tcp_nodelay): an answer's head
        // and body, written one after the other, must not wait for the client's delayed ACK.
        setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return client
    }

    /// Sends all of `bytes`; false when the peer is gone.
    static func send(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
                let n = Glibc_send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            #else
                let n = Glibc_send(fd, bytes.baseAddress! + offset, bytes.count - offset, 0)
            #endif
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    static func send(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { send(fd, $0) }
    }

    /// Waits until `fd` is readable, `wake` is readable (the server is stopping), or `timeout`
    /// seconds pass. Returns whether `fd` is readable (or closed by the peer).
    static func waitReadable(_ fd: Int32, wake: Int32, timeout: TimeInterval) -> Bool {
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        let milliseconds = Int32(max(0, min(timeout, 3600)) * 1000)
        let n = fds.withUnsafeMutableBufferPointer { poll($0.baseAddress!, 2, milliseconds) }
        guard n > 0 else { return false }
        if fds[1].revents != 0 { return false }
        return fds[0].revents != 0
    }

    /// Whether the peer has closed its side (a read would return end of file or fail).
    static func peerClosed(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        let n = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if n == 0 { return true }
        if n < 0 { return errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR }
        return false
    }

    static func setCloseOnExec(_ fd: Int32) {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// Why the fake server could not start.
public struct FakeServerError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

// The C calls, named apart from the Swift methods above.
private func Glibc_listen(_ fd: Int32, _ backlog: Int32) -> Int32 { listen(fd, backlog) }
private func Glibc_accept(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: UnsafeMutablePointer<socklen_t>?) -> Int32 {
    accept(fd, address, length)
}
private func Glibc_send(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    send(fd, buffer, count, flags)
}
