import NIOCore
import NIOPosix
import Synchronization

/// An HTTP server on 127.0.0.1 that takes one connection and answers its request with a
/// body that breaks the rules, for as long as the client reads on: longer than any client
/// should take, without end, or a byte at a time; then it waits for the client to hang
/// up. It counts the body's bytes it got out.
final class HostileServer: Sendable {
    enum Answer: Sendable {
        /// Says the body is `length` bytes long, and sends them as fast as they are read.
        case declaring(length: Int)
        /// Says the body is `length` bytes long, and sends none of it.
        case promising(length: Int)
        /// A chunked body without end, as fast as it is read (up to `endlessLimit`, far past
        /// any client's, so that the test's server stops even if its client never does).
        case endless
        /// Says the body is `length` bytes long, and sends one every `interval`.
        case trickling(length: Int, every: Duration)
    }

    static let endlessLimit = 1 << 30

    let port: Int
    private let counter = ByteCounter()
    private let serving: Task<Void, any Error>

    init(answering answer: Answer) async throws {
        let server = try await LoopbackListener.bind()
        port = server.channel.localAddress?.port ?? 0
        let counter = counter
        serving = Task {
            try await server.executeThenClose { connections in
                for try await connection in connections.prefix(1) {
                    // The client hanging up ends the answer: a write then fails.
                    try? await connection.executeThenClose { request, response in
                        var reads = request.makeAsyncIterator()
                        _ = try await reads.next()
                        try await Self.send(answer, to: response, counting: counter)
                        // Until the client hangs up.
                        while try await reads.next() != nil {}
                    }
                }
            }
        }
    }

    /// The body's bytes written to the connection, once the client has hung up; a test
    /// that runs out of time stops the server, and this with it.
    func bodyBytesSent() async throws -> Int {
        try await withTaskCancellationHandler {
            try await serving.value
        } onCancel: {
            serving.cancel()
        }
        return counter.bytes.load(ordering: .relaxed)
    }

    /// A 200's head for a JSON body framed by `framing`.
    private static func head(_ framing: String) -> ByteBuffer {
        ByteBuffer(string: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\(framing)\r\n\r\n")
    }

    private static func send(_ answer: Answer, to response: NIOAsyncChannelOutboundWriter<ByteBuffer>, counting counter: ByteCounter) async throws {
        let chunk = ByteBuffer(repeating: UInt8(ascii: " "), count: 64 << 10)
        switch answer {
        case .declaring(let length):
            try await response.write(head("Content-Length: \(length)"))
            var left = length
            while left > 0 {
                let part = chunk.getSlice(at: 0, length: min(left, chunk.readableBytes))!
                try await response.write(part)
                counter.add(part.readableBytes)
                left -= part.readableBytes
            }
        case .promising(let length):
            try await response.write(head("Content-Length: \(length)"))
        case .endless:
            try await response.write(head("Transfer-Encoding: chunked"))
            while counter.bytes.load(ordering: .relaxed) < endlessLimit {
                try await response.write(ByteBuffer(string: String(chunk.readableBytes, radix: 16) + "\r\n"))
                try await response.write(chunk)
                try await response.write(ByteBuffer(string: "\r\n"))
                counter.add(chunk.readableBytes)
            }
        case .trickling(let length, let interval):
            try await response.write(head("Content-Length: \(length)"))
            for _ in 0..<length {
                try await Task.sleep(for: interval)
                try await response.write(ByteBuffer(string: " "))
                counter.add(1)
            }
        }
    }
}

private final class ByteCounter: Sendable {
    let bytes = Atomic<Int>(0)

    func add(_ count: Int) {
        bytes.add(count, ordering: .relaxed)
    }
}
