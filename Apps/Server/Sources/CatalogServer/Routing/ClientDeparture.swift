import Hummingbird
import HummingbirdCore
import Logging
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
        /// Requests read from the connection, those whose handlers returned, and those
        /// whose answers were written to their end.
        var read = 0
        var returned = 0
        var written = 0

        mutating func depart() {
            departed = true
            running?.task.cancel()
            running = nil
        }
    }

    /// The task of the request running now. `UnsafeCurrentTask` is not Sendable: it is held
    /// only from the start of `run` to its end, and cancelled under the same lock, so it is
    /// never used once its task has moved on. (Cancelling runs the task's cancellation
    /// handlers there and then: none of them may come back to this lock.)
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
        defer {
            state.withLock { state in
                state.running = nil
                state.returned += 1
            }
        }
        return try await request()
    }

    /// Whether the client has left.
    var hasDeparted: Bool {
        state.withLock(\.departed)
    }

    /// A request's head was read.
    func requestRead() {
        state.withLock { $0.read += 1 }
    }

    /// An answer's end was written.
    func answerWritten() {
        state.withLock { $0.written += 1 }
    }

    /// The connection closed: its client left, and the request running, if any, is cancelled.
    func depart() {
        state.withLock { $0.depart() }
    }

    /// The client closed its sending side. If it did so while its one request outstanding
    /// was still being made (running, or read and not yet started), it left, as one that
    /// closes the connection does (the two cannot be told apart): the request is
    /// cancelled, and `true` says the connection should close. Otherwise its answers are
    /// made and written as usual, and HTTP ends the connection after them: a client that
    /// sent more requests before it stopped sending (pipelining) gets their answers, and one
    /// whose answer is being written gets all of it.
    func stoppedSending() -> Bool {
        state.withLock { state in
            guard state.read - state.written == 1, state.returned < state.read else { return false }
            state.depart()
            return true
        }
    }

    /// Whether a failure of the running request's is the client's leaving: its task was
    /// cancelled. Such a failure is logged as detail, not as an error: a client can make
    /// one as often as it likes.
    static var levelOfFailure: Logger.Level {
        Task.isCancelled ? .debug : .error
    }

    /// The departure of the connection whose requests the current task runs; none for a
    /// request that came by no connection of the server's, as in a router's tests.
    @TaskLocal static var current: ClientDeparture?
}

/// Tells a connection's `ClientDeparture` of its requests and answers as they pass, and
/// when its client leaves: when the connection closes, or when the client closes its
/// sending side.
final class ClientDepartureHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    let departure = ClientDeparture()

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) { departure.requestRead() }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { departure.answerWritten() }
        context.write(data, promise: promise)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        context.fireUserInboundEventTriggered(event)
        // Closed, so that nothing is written for a request whose client has gone.
        if case .inputClosed? = event as? ChannelEvent, departure.stoppedSending() { context.close(promise: nil) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        departure.depart()
        context.fireChannelInactive()
    }
}

/// HTTP/1.1 as Hummingbird's `HTTP1Channel` serves it, but that each connection's task
/// runs its requests with the connection's `ClientDeparture` as `ClientDeparture.current`,
/// from its `ClientDepartureHandler`, if it has one.
struct DepartureWatchingHTTP1Channel: ServerChildChannel {
    struct Value: ServerChildChannelValue {
        let http: HTTP1Channel.Value
        let departure: ClientDeparture?
        var channel: any Channel { http.channel }
    }

    let http: HTTP1Channel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http.setup(channel: channel, logger: logger).map { value in
            let handler = try? channel.pipeline.syncOperations.handler(type: ClientDepartureHandler.self)
            assert(handler != nil, "HTTP/1.1 watching departures without a ClientDepartureHandler: no request is ever cancelled")
            return Value(http: value, departure: handler?.departure)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await ClientDeparture.$current.withValue(value.departure) {
            await http.handle(value: value.http, logger: logger)
        }
    }
}

extension HTTPServerBuilder {
    /// HTTP/1.1 whose requests know when their client leaves: `configuration`'s handlers
    /// should include a `ClientDepartureHandler`.
    static func http1WatchingDepartures(configuration: HTTP1Channel.Configuration) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            DepartureWatchingHTTP1Channel(http: HTTP1Channel(responder: responder, configuration: configuration))
        }
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
