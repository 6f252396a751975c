import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization

/// A PostgreSQL server with TLS, made of one without: a listener on 127.0.0.1 that
/// answers a client's `SSLRequest` as PostgreSQL does when TLS is on, completes the
/// handshake with `TestAuthority`'s certificate for `localhost`, and then passes what the
/// client says to the server behind it and the server's answers back. What it leaves out:
/// it answers a TLS close at once, where a server busy in a statement answers only once
/// the statement ends, and the server behind it sees a client in the clear (its
/// `pg_stat_ssl` says so).
final class TLSFront: Sendable {
    /// The port it listens on.
    let port: Int
    private let handshakeCount = Mutex(0)

    /// How many clients completed the handshake and spoke through it.
    var handshakes: Int { handshakeCount.withLock { $0 } }

    /// The most connections it takes; it closes later ones at once.
    static let connectionLimit = 32

    private init(port: Int) {
        self.port = port
    }

    /// Runs `body` with a front for the server at `host`:`port`, stopped afterwards; one
    /// that asks each client for a certificate `clientAuthority` (PEM) signed, if given.
    static func with<T>(
        serverAt host: String, port serverPort: Int, askingClientsFor clientAuthority: String? = nil, _ body: (TLSFront) async throws -> T
    ) async throws -> T {
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: [.certificate(try NIOSSLCertificate(bytes: Array(TestAuthority.serverPEM.utf8), format: .pem))],
            privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(TestAuthority.serverKeyPEM.utf8), format: .pem))
        )
        if let clientAuthority {
            configuration.certificateVerification = .noHostnameVerification
            configuration.trustRoots = .certificates([try NIOSSLCertificate(bytes: Array(clientAuthority.utf8), format: .pem)])
        }
        let context = try NIOSSLContext(configuration: configuration)
        let listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0) { child in
                child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.addHandler(SSLRequestAnswer(context: context))
                    return try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: child)
                }
            }
        let front = TLSFront(port: listener.channel.localAddress?.port ?? 0)
        let serving = Task {
            try await listener.executeThenClose { connections in
                try await withThrowingDiscardingTaskGroup { group in
                    var accepted = 0
                    for try await connection in connections {
                        accepted += 1
                        guard accepted <= connectionLimit else {
                            try? await connection.channel.close()
                            continue
                        }
                        group.addTask { try? await front.tunnel(connection, toServerAt: host, port: serverPort) }
                    }
                }
            }
        }
        do {
            let value = try await body(front)
            serving.cancel()
            _ = await serving.result
            return value
        } catch {
            serving.cancel()
            _ = await serving.result
            throw error
        }
    }

    /// Passes the client's bytes, once they arrive decrypted, to a connection of its own
    /// to the server, and the server's back, until either side closes.
    private func tunnel(_ client: NIOAsyncChannel<ByteBuffer, ByteBuffer>, toServerAt host: String, port: Int) async throws {
        try await client.executeThenClose { fromClient, toClient in
            let server = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(host: host, port: port) { channel in
                    channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
                }
            try await server.executeThenClose { fromServer, toServer in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        var counted = false
                        for try await bytes in fromClient {
                            if !counted { self.handshakeCount.withLock { $0 += 1 } }
                            counted = true
                            try await toServer.write(bytes)
                        }
                    }
                    group.addTask {
                        for try await bytes in fromServer { try await toClient.write(bytes) }
                    }
                    // Either side's close ends both.
                    try await group.next()
                    group.cancelAll()
                }
            }
        }
    }
}

/// Reads a client's first message, which must be PostgreSQL's `SSLRequest`, answers `S`
/// (TLS is on), and puts the TLS handler in its own place, from where every later byte is
/// the handshake's or decrypted.
private final class SSLRequestAnswer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// Length 8, then the request code 80877103.
    private static let sslRequest: [UInt8] = [0, 0, 0, 8, 0x04, 0xD2, 0x16, 0x2F]
    private let context: NIOSSLContext
    private var received: [UInt8] = []

    init(context: NIOSSLContext) {
        self.context = context
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        received += bytes.readBytes(length: bytes.readableBytes) ?? []
        guard received.count >= Self.sslRequest.count else { return }
        // A client that asked for no TLS, or said more before the answer, is not served.
        guard received == Self.sslRequest else {
            context.close(promise: nil)
            return
        }
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: "S")), promise: nil)
        do {
            try context.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: self.context), position: .first)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        } catch {
            context.close(promise: nil)
        }
    }
}
