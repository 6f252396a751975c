import NIOCore
import NIOHTTPTypes
import Synchronization

/// How many of something each client holds at once, so that one client cannot take all
/// the server has and leave none for anyone else: its open connections (of the server's
/// `--max-connections`: past `limit`, a new connection of that client is closed as soon as
/// it opens) and its requests in flight (of the store's connections and the server's
/// time: past `limit`, a request is answered 429 before it runs). A client is its address, an
/// IPv6 one its /64 network, as the credential throttle counts it (`ClientAddress.network`);
/// and the /64s of one /48 (`ClientAddress.wideNetwork`) hold `siteLimit` at most
/// together, so that a line holding thousands of /64s (a /56, a /48) takes no more than
/// that, while a carrier's or a campus's /48, whose /64s are many people's, keeps room
/// for each. A trusted proxy's connections carry many clients, and are not counted; the
/// requests that come through it are, by the client it names.
final class ClientCounts: Sendable {
    let limit: Int
    /// How many one IPv6 /48 holds, all its /64s together: four clients' worth.
    var siteLimit: Int { limit * 4 }
    private let forwarded: ForwardedHeaders
    private let open = Mutex<[String: Int]>([:])

    /// What a connection is counted under: its client, and an IPv6 client's /48.
    struct Key: Hashable, Sendable {
        let client: String
        let site: String?
    }

    init(limit: Int, forwarded: ForwardedHeaders = .ignored) {
        self.limit = limit
        self.forwarded = forwarded
    }

    /// What `peer`'s connection is counted under, or `nil` when it is not counted.
    func key(of peer: String) -> Key? {
        guard !forwarded.trusts(peer) else { return nil }
        let client = ClientAddress.network(peer)
        return Key(client: client, site: client.hasSuffix("/64") ? ClientAddress.wideNetwork(peer) : nil)
    }

    /// Counts a connection of `key` and says whether it may stay; one that may not is not counted.
    func admit(_ key: Key) -> Bool {
        open.withLock { open in
            guard open[key.client, default: 0] < limit else { return false }
            if let site = key.site {
                guard open[site, default: 0] < siteLimit else { return false }
                open[site, default: 0] += 1
            }
            open[key.client, default: 0] += 1
            return true
        }
    }

    /// Forgets a connection of `key` that was admitted.
    func release(_ key: Key) {
        open.withLock { open in
            for counted in [key.client] + (key.site.map { [$0] } ?? []) {
                let count = open[counted, default: 0] - 1
                open[counted] = count > 0 ? count : nil
            }
        }
    }
}

/// The first of the server's own handlers on each connection: admits it under
/// `ClientCounts` as it opens, or closes it before a request of it is read; and
/// releases it when it closes.
final class ClientConnectionLimitHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let connections: ClientCounts
    /// Set once the connection is counted, to release it with.
    private var admitted: ClientCounts.Key?
    private var seen = false

    init(connections: ClientCounts) {
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
