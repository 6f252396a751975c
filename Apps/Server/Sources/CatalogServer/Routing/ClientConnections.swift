import NIOCore
import NIOHTTPTypes
import Synchronization

/// How many connections each client holds open, so that one client cannot take all the
/// server's (`--max-connections`) and leave none for anyone else: past `limit`, a new
/// connection of that client is closed as soon as it opens. A client is its address, an
/// IPv6 one its /64 network, as the credential throttle counts it (`ClientAddress.network`);
/// a trusted proxy's connections carry many clients, and are not counted.
final class ClientConnections: Sendable {
    let limit: Int
    private let uncounted: Set<String>
    private let open = Mutex<[String: Int]>([:])

    init(limit: Int, uncounted trustedProxies: Set<String> = []) {
        self.limit = limit
        uncounted = trustedProxies
    }

    /// The key `peer`'s connection is counted under, or `nil` when it is not counted.
    func key(of peer: String) -> String? {
        let address = ClientAddress.unmapped(peer)
        return uncounted.contains(address) ? nil : ClientAddress.network(address)
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

    /// How many connections `key` holds open now.
    func count(of key: String) -> Int {
        open.withLock { $0[key, default: 0] }
    }
}

/// The first handler of each connection: admits it under `ClientConnections`, or closes it
/// at once, before a byte of it is read; and releases it when it closes.
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
        if context.channel.isActive { look(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        look(context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let admitted { connections.release(admitted) }
        admitted = nil
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if let admitted { connections.release(admitted) }
        admitted = nil
    }

    /// Admits the connection once, by its peer, or closes it.
    private func look(context: ChannelHandlerContext) {
        guard !seen else { return }
        seen = true
        guard let peer = context.channel.remoteAddress?.ipAddress, let key = connections.key(of: peer) else { return }
        if connections.admit(key) {
            admitted = key
        } else {
            context.close(promise: nil)
        }
    }
}
