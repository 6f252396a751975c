import Hummingbird
import NIOCore
import NIOHTTPTypes
import Synchronization

/// Whether a connection's client is still there, for the request running on it. A client
/// that leaves while its request runs (closes the connection, as a browser does when its
/// user gives up, or its sending side) has that request cancelled: a request whose answer
/// no one will read leaves the line for a database connection at once and starts no
/// statement, so that sending requests and leaving at once, which frees a client's
/// connections as fast as it opens them, makes the server do no work past the first wait.
final class ClientDeparture: Sendable {
    private let state = Mutex(State())

    private struct State {
        var departed = false
        var running: RunningRequest?
    }

    /// The task of the request running now. `UnsafeCurrentTask` is not Sendable: it is held
    /// only from the start of `run` to its end, and cancelled under the same lock, so it is
    /// never used once its task has moved on.
    private struct RunningRequest: @unchecked Sendable {
        let task: UnsafeCurrentTask
    }

    /// Runs `request` in the current task, cancelling it if the client leaves meanwhile;
    /// one that has left already is not run.
    func run<T>(_ request: () async throws -> T) async throws -> T {
        guard let running = withUnsafeCurrentTask(body: { $0.map(RunningRequest.init) }) else { return try await request() }
        let departed = state.withLock { state in
            if !state.departed { state.running = running }
            return state.departed
        }
        if departed { throw CancellationError() }
        defer { state.withLock { $0.running = nil } }
        return try await request()
    }

    /// The client left: its running request, and any it sent before, are cancelled.
    func depart() {
        state.withLock { state in
            state.departed = true
            state.running?.task.cancel()
            state.running = nil
        }
    }

    /// Each open connection's, by its channel: the connection's handler adds it as the
    /// connection opens and takes it away as it closes.
    private static let open = Mutex<[ObjectIdentifier: ClientDeparture]>([:])

    /// The departure of the connection `channel`, if it has a `ClientDepartureHandler`.
    static func of(_ channel: any Channel) -> ClientDeparture? {
        open.withLock { $0[ObjectIdentifier(channel)] }
    }

    fileprivate static func watch(_ departure: ClientDeparture, on channel: ObjectIdentifier) {
        open.withLock { $0[channel] = departure }
    }

    fileprivate static func forget(_ channel: ObjectIdentifier) {
        _ = open.withLock { $0.removeValue(forKey: channel) }
    }
}

/// Tells a connection's `ClientDeparture` when its client leaves: when the connection
/// closes, or when the client closes its sending side.
final class ClientDepartureHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let departure = ClientDeparture()
    private var channel: ObjectIdentifier?

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = ObjectIdentifier(context.channel)
        self.channel = channel
        ClientDeparture.watch(departure, on: channel)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if let channel { ClientDeparture.forget(channel) }
        channel = nil
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .inputClosed? = event as? ChannelEvent { departure.depart() }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        departure.depart()
        handlerRemoved(context: context)
        context.fireChannelInactive()
    }
}

/// Runs each request under its connection's `ClientDeparture`, so that it is cancelled
/// when its client leaves.
struct ClientDepartureMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard let departure = context.departure else { return try await next(request, context) }
        return try await departure.run { try await next(request, context) }
    }
}
