import NIOCore
import NIOPosix

/// A listening socket on 127.0.0.1, on a port the system chooses, whose connections come
/// as channels of bytes: what the test servers that speak HTTP by hand stand on.
enum LoopbackListener {
    static func bind() async throws -> NIOAsyncChannel<NIOAsyncChannel<ByteBuffer, ByteBuffer>, Never> {
        try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0) { child in
                child.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: child) }
            }
    }
}
