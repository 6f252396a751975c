import NIOCore
import NIOHTTPTypes
import Synchronization

/// How many connections each client holds open, so that one client cannot take all the
/// server's (`--max-connections`) and leave none for anyone else: past `limit`, a new
/// connection of that client is closed as soon as it opens. A client is its address, an
/// IPv6 one its /48 network (`ClientAddress.site`): a line that holds a /56 or a /48 of
/// /64s is one client, not thousands; a trusted proxy's connections carry many clients,
/// and are not counted.
final class ClientConnections: Sendable {
    let limit: Int
    private let forwarded: ForwardedHeaders
    private let open = Mutex<[String: Int]>([:])

    init(limit: Int, forwarded: ForwardedHeaders = .ignored) {
        self.limit = limit
        self.forwarded = forwarded
    }

    /// The key `peer`'s connection is counted under, or `nil` when it is not counted.
    func key(of peer: String) -> String? {
        forwarded.trusts(peer) ? nil : ClientAddress.site(peer)
    }

    /// Counts a connection of `key` and says whether it may stay; one that may not is not counted.
    func admit(_ key: String) -> Bool {
        open.withLock { open in
            let count = open[key, default: 0]
            guard count < limit else { return false }
            open[key] = count + 1
            return true
        }
    }

    /// Forgets a connection of `key` that was admitted.
    func release(_ key: String) {
        open.withLock { open in
            let count = open[key, default: 0] - 1
            open[key] = count > 0 ? count : nil
        }
    }
}

/// The first of the server's own handlers on each connection: admits it under
/// `ClientConnections` as it opens, or closes it before a request of it is read; and
/// releases it when it closes.
final class ClientConnectionLimitHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let connections: ClientConnections
    /// Set once the connection is counted, to release it with.
    private var admitted: String?
    private var seen = false

    init(connections: ClientConnections) {
        self.connections = connections
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        release()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        release()
    }

    /// Admits the connection once, by its peer, or closes it.
    private func admit(context: ChannelHandlerContext) {
        guard !seen else { return }
        seen = true
        guard let peer = context.channel.remoteAddress?.ipAddress, let key = connections.key(of: peer) else { return }
        if connections.admit(key) {
            admitted = key
        } else {
            context.close(promise: nil)
        }
    }

    /// Releases the connection, if it was counted, once.
    private func release() {
        if let admitted { connections.release(admitted) }
        admitted = nil
    }
}
