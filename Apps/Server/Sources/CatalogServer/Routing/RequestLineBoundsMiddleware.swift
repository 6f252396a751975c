import APIContract
import HTTPTypes
import Hummingbird

/// Bounds the parts of a request that are recorded whole: a trace's span keeps the path,
/// the query and the `User-Agent` of every request, and every span of its trace the
/// client's `tracestate` (the exporter holds up to 2,048 spans while its collector is
/// slow); the log keeps the path. Before anything records them, a `User-Agent` is cut to
/// `longestUserAgent` bytes, a `tracestate` longer than `longestTraceState` is dropped
/// (W3C Trace Context lets a server drop one it cannot keep), and a target (path and
/// query) longer than `longestTarget` is cut to that length; a request whose target was
/// cut is answered 414 by `OverlongTargetMiddleware`, inside the middlewares that give
/// every answer its headers, its request id and its count. No address of the server's is
/// near that long: a search is at most 200 characters.
struct RequestLineBoundsMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let longestTarget = 8_192
    static let longestUserAgent = 256
    /// The length W3C Trace Context asks a server to accept, at least.
    static let longestTraceState = 512

    /// Whether the request this task answers had its target cut.
    @TaskLocal static var targetWasCut = false

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        let agentIsLong = (request.headers[.userAgent]?.utf8.count ?? 0) > Self.longestUserAgent
        let traceStateIsLong = request.headers[values: TraceContextMiddleware.traceState].reduce(0) { $0 + $1.utf8.count } > Self.longestTraceState
        let targetIsLong = (request.head.path?.utf8.count ?? 0) > Self.longestTarget
        guard agentIsLong || traceStateIsLong || targetIsLong else { return try await next(request, context) }
        var head = request.head
        if agentIsLong, let agent = head.headerFields[.userAgent] { head.headerFields[.userAgent] = Self.cut(agent, to: Self.longestUserAgent) }
        if traceStateIsLong { head.headerFields[TraceContextMiddleware.traceState] = nil }
        if targetIsLong, let path = head.path { head.path = Self.cut(path, to: Self.longestTarget) }
        let bounded = Request(head: head, body: request.body)
        guard targetIsLong else { return try await next(bounded, context) }
        return try await Self.$targetWasCut.withValue(true) { try await next(bounded, context) }
    }

    /// `text`'s first `length` bytes at most, cut where a Unicode scalar begins.
    static func cut(_ text: String, to length: Int) -> String {
        var end = text.utf8.index(text.utf8.startIndex, offsetBy: length)
        while end.samePosition(in: text.unicodeScalars) == nil { end = text.utf8.index(before: end) }
        return String(text.unicodeScalars[..<end])
    }
}

/// Answers 414 for a request whose target `RequestLineBoundsMiddleware` cut, before its
/// route reads it.
struct OverlongTargetMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard RequestLineBoundsMiddleware.targetWasCut else { return try await next(request, context) }
        let limit = RequestLineBoundsMiddleware.longestTarget
        return try ProblemError(.uriTooLong("The address is longer than \(limit) bytes; no address of this server is.")).answer(to: request, context: context)
    }
}
