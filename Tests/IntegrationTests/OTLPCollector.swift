import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
import Darwin
private let streamSocket = SOCK_STREAM
#endif

/// A collector of traces on 127.0.0.1 and a port the system picks: it takes OTLP/HTTP
/// exports (`POST /v1/traces`, protobuf), keeps their spans and answers each with 200,
/// as a real collector does. A thread per connection; `close()` stops it. Bounded as a
/// test's server must be: at most `connectionLimit` connections, `exportLimit` exports on
/// each, and `requestLimit` bytes a request; past those it hangs up.
final class OTLPCollector: Sendable {
    static let connectionLimit = 64
    static let exportLimit = 1_000
    static let requestLimit = 16 << 20

    let port: Int
    private let listener: Int32
    /// Whether the listening socket is open: its thread closes it, under this lock, once
    /// it takes no more connections.
    private let listening = Mutex(true)
    private let received = Mutex<(spans: [ExportedSpan], problems: [String])>(([], []))

    init() throws {
        let descriptor = socket(AF_INET, streamSocket, 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard listening else {
            Self.close(descriptor)
            throw RawConnectionError(what: "listen on 127.0.0.1")
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in acceptConnections() }.start()
    }

    /// The spans received so far, in the order they came.
    var spans: [ExportedSpan] { received.withLock { $0.spans } }
    /// What could not be read: a request that was not an export, or not protobuf.
    var problems: [String] { received.withLock { $0.problems } }

    /// Stops taking connections: the waiting `accept` fails, and its thread closes the
    /// socket (closed here, its number could go to another test's socket first).
    func close() {
        listening.withLock { listening in
            if listening { shutdown(listener, Int32(SHUT_RDWR)) }
        }
    }

    private func acceptConnections() {
        defer {
            listening.withLock { listening in
                listening = false
                Self.close(listener)
            }
        }
        for _ in 0..<Self.connectionLimit {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread { [self] in serve(connection) }.start()
        }
        // A test whose exports are refused from here on is told why.
        received.withLock { $0.problems.append("the collector took its \(Self.connectionLimit) connections and no more") }
    }

    /// Answers the exports on one connection, one after another, until the client closes it,
    /// is silent for 10 s, or reaches a limit.
    private func serve(_ connection: Int32) {
        defer { shutdown(connection, Int32(SHUT_RDWR)); Self.close(connection) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        // An answer to a client that left fails instead of raising SIGPIPE in the test process.
        var on: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        for _ in 0..<Self.exportLimit {
            while Self.request(in: pending) == nil {
                let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                guard count > 0, pending.count + count <= Self.requestLimit else { return }
                pending += buffer[0..<count]
            }
            guard let (head, body, used) = Self.request(in: pending) else { return }
            pending.removeFirst(used)
            take(head: head, body: body)
            let answer = Array("HTTP/1.1 200 OK\r\nContent-Type: application/x-protobuf\r\nContent-Length: 0\r\n\r\n".utf8)
            _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Self.noSignal) }
        }
    }

    private func take(head: String, body: ArraySlice<UInt8>) {
        let lines = head.lowercased().split(separator: "\r\n")
        guard lines.first?.hasPrefix("post /v1/traces ") == true,
              lines.contains(where: { $0.hasPrefix("content-type:") && $0.contains("application/x-protobuf") }),
              lines.contains(where: { $0.hasPrefix("content-length:") })
        else {
            return received.withLock { $0.problems.append(head) }
        }
        do {
            let spans = try ExportedSpan.spans(inExport: body)
            received.withLock { $0.spans += spans }
        } catch {
            received.withLock { $0.problems.append("\(error)") }
        }
    }

    /// The first whole request in `bytes` with a `Content-Length` body: its head, its body,
    /// and how many bytes it took.
    private static func request(in bytes: [UInt8]) -> (head: String, body: ArraySlice<UInt8>, used: Int)? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.dropLast(3).first(where: { bytes[$0..<$0 + 4].elementsEqual(separator) }) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        let length = head.split(separator: "\r\n")
            .first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        let start = end + 4
        guard bytes.count >= start + length else { return nil }
        return (head, bytes[start..<start + length], start + length)
    }

    /// send's flag that keeps a closed connection from raising SIGPIPE, where it has one.
    #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let noSignal: Int32 = 0
    #endif

    private static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
}
