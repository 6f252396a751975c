import NIOCore
import NIOPosix
import Synchronization

/// An HTTP server on 127.0.0.1 that answers every request with a redirect to an address
/// it has not named before (`/hop/1`, `/hop/2`, …), as a server that redirects without end
/// would, up to `maximumRequests` on up to `maximumConnections`: far more than a client
/// that follows no redirect sends, and a bound on one that follows them. It counts the
/// requests.
final class RedirectingServer: Sendable {
    static let maximumConnections = 8
    static let maximumRequests = 64
    let port: Int
    private let requests = RequestCount()
    private let serving: Task<Void, any Error>

    init() async throws {
        let server = try await LoopbackListener.bind()
        port = server.channel.localAddress?.port ?? 0
        let requests = requests
        serving = Task {
            try await server.executeThenClose { connections in
                try await withThrowingDiscardingTaskGroup { group in
                    for try await connection in connections.prefix(Self.maximumConnections) {
                        group.addTask {
                            try? await connection.executeThenClose { inbound, outbound in
                                var pending: [UInt8] = []
                                for try await var chunk in inbound {
                                    pending += chunk.readBytes(length: chunk.readableBytes) ?? []
                                    while RequestHeads.take(from: &pending) != nil {
                                        let hop = requests.count.add(1, ordering: .relaxed).newValue
                                        guard hop <= Self.maximumRequests else { return }
                                        try await outbound.write(ByteBuffer(string: "HTTP/1.1 302 Found\r\nLocation: /hop/\(hop)\r\nContent-Length: 0\r\n\r\n"))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The requests answered so far.
    var requestsAnswered: Int { requests.count.load(ordering: .relaxed) }

    deinit {
        serving.cancel()
    }
}

private final class RequestCount: Sendable {
    let count = Atomic(0)
}
