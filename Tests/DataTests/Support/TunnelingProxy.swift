import NIOCore
import NIOPosix

/// An HTTP proxy on 127.0.0.1 that takes one connection: it reads the `CONNECT` request,
/// says the tunnel is open, and then answers the request sent through the tunnel itself,
/// with `200` and `{}`, standing in for whatever server was named. It keeps both heads.
final class TunnelingProxy: Sendable {
    let port: Int
    private let serving: Task<(connect: String, tunneled: String), any Error>

    init() async throws {
        let server = try await LoopbackListener.bind()
        port = server.channel.localAddress?.port ?? 0
        serving = Task {
            try await server.executeThenClose { connections in
                var accepted = connections.makeAsyncIterator()
                guard let connection = try await accepted.next() else { throw CancellationError() }
                return try await connection.executeThenClose { inbound, outbound in
                    var pending: [UInt8] = []
                    var heads: [String] = []
                    for try await var chunk in inbound {
                        pending += chunk.readBytes(length: chunk.readableBytes) ?? []
                        while let head = RequestHeads.take(from: &pending) {
                            heads.append(head)
                            guard heads.count == 2 else {
                                try await outbound.write(ByteBuffer(string: "HTTP/1.1 200 Connection established\r\n\r\n"))
                                continue
                            }
                            try await outbound.write(ByteBuffer(
                                string: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"
                            ))
                            return (heads[0], heads[1])
                        }
                        if pending.count > 64 << 10 { break }
                    }
                    throw CancellationError()
                }
            }
        }
    }

    /// The `CONNECT` request's head and the tunneled request's, once both are answered.
    func heads() async throws -> (connect: String, tunneled: String) {
        try await withTaskCancellationHandler {
            try await serving.value
        } onCancel: {
            serving.cancel()
        }
    }
}
