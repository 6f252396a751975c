import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
import Darwin
private let streamSocket = SOCK_STREAM
#endif

/// A TCP connection to 127.0.0.1 written and read by hand, so that a test can be the slow
/// or stalled client a real HTTP client library would never be.
final class RawConnection: Sendable {
    private let descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, streamSocket, 0)
        #if canImport(Darwin)
        // A write to a connection the server closed fails instead of raising SIGPIPE, which
        // would end the test process (Linux passes MSG_NOSIGNAL with each send instead).
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else {
            close(descriptor)
            throw RawConnectionError(what: "connect to 127.0.0.1:\(port)")
        }
    }

    deinit {
        close(descriptor)
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ systemSend(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw RawConnectionError(what: "send")
        }
    }

    /// Closes the sending side: the server reads the end of what the client sends, and may
    /// still answer.
    func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Makes the close that ends this connection a reset (RST), as a client that gives up
    /// abruptly sends, rather than an orderly end of what it sends.
    func resetOnClose() {
        var linger = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
    }

    /// Reads until the server closes the connection, or `limit` passes; whether it closed,
    /// and what it sent before.
    func readUntilClosed(limit: Duration = .seconds(10)) -> (closed: Bool, text: String) {
        read(limit: limit) { _ in false }
    }

    /// `readUntilClosed` on a thread of its own: a test whose server runs in this process
    /// must not hold, while it waits, one of the few threads that server answers on.
    func readUntilClosedOnOwnThread(limit: Duration = .seconds(10)) async -> (closed: Bool, text: String) {
        await onThreadOfItsOwn { self.readUntilClosed(limit: limit) }
    }

    /// `readAnswer` on a thread of its own, as `readUntilClosedOnOwnThread` reads.
    func readAnswerOnOwnThread(limit: Duration = .seconds(10)) async -> String {
        await onThreadOfItsOwn { self.readAnswer(limit: limit) }
    }

    /// Reads one answer whose body has a `Content-Length`, or what came within `limit`.
    func readAnswer(limit: Duration = .seconds(10)) -> String {
        read(limit: limit) { received in
            let text = String(decoding: received, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { return false }
            let length = text[..<end.lowerBound].split(separator: "\r\n")
                .first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingPrefix(" ")) } ?? 0
            return text[end.upperBound...].utf8.count >= length
        }.text
    }

    /// Reads until `isComplete` says what came is whole, the server closes the connection,
    /// or `limit` passes.
    private func read(limit: Duration, until isComplete: ([UInt8]) -> Bool) -> (closed: Bool, text: String) {
        let deadline = ContinuousClock.now + limit
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero, !isComplete(received) else { return (false, String(decoding: received, as: UTF8.self)) }
            var timeout = timeval(tv_sec: .init(left.components.seconds), tv_usec: .init(left.components.attoseconds / 1_000_000_000_000 + 1))
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[0..<count]
            } else {
                // 0: the server closed it; below 0: the wait ran out (or the server reset it).
                return (count == 0 || errno == ECONNRESET, String(decoding: received, as: UTF8.self))
            }
        }
    }
}

struct RawConnectionError: Error, CustomStringConvertible {
    let what: String
    var description: String { "could not \(what)" }
}

private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    Darwin.send(descriptor, bytes, count, 0)
    #endif
}
