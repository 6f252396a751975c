import Hummingbird

/// Bounds the parts of a request that are recorded whole: a trace's span keeps the path,
/// the query and the `User-Agent` of every request (the exporter holds up to 2,048 spans
/// while its collector is slow), and the log its path. Before anything records them, a
/// `User-Agent` is cut to `longestUserAgent` bytes and a target (path and query) longer
/// than `longestTarget` to that length; a request whose target was cut is answered 414 by
/// `OverlongTargetMiddleware`, inside the middlewares that give every answer its headers,
/// its request id and its count. No address of the server's is near that long: a search
/// is at most 200 characters.
struct RequestLineBoundsMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let longestTarget = 8_192
    static let longestUserAgent = 256

    /// Whether the request this task answers had its target cut.
    @TaskLocal static var targetWasCut = false

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        var head = request.head
        if let agent = head.headerFields[.userAgent], agent.utf8.count > Self.longestUserAgent {
            head.headerFields[.userAgent] = Self.cut(agent, to: Self.longestUserAgent)
        }
        let targetIsLong = (head.path?.utf8.count ?? 0) > Self.longestTarget
        if targetIsLong, let path = head.path { head.path = Self.cut(path, to: Self.longestTarget) }
        guard head != request.head else { return try await next(request, context) }
        let bounded = Request(head: head, body: request.body)
        guard targetIsLong else { return try await next(bounded, context) }
        return try await Self.$targetWasCut.withValue(true) { try await next(bounded, context) }
    }

    /// `text`'s first `length` bytes at most, cut where a character begins.
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
        return Response(status: .uriTooLong)
    }
}
