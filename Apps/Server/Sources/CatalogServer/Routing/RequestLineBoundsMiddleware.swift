import Hummingbird

/// Bounds the parts of a request that are recorded whole before anything reads them: a
/// trace's span keeps the path, the query and the `User-Agent` of every request (the
/// exporter holds up to 2,048 spans while its collector is slow), and the log its path.
/// A target (path and query) longer than `longestTarget` bytes is a 414, answered before
/// any of that; a `User-Agent` is cut to `longestUserAgent` bytes. No address of the
/// server's is near that long: a search is at most 200 characters.
struct RequestLineBoundsMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let longestTarget = 8_192
    static let longestUserAgent = 256

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard request.uri.description.utf8.count <= Self.longestTarget else {
            return Response(status: .uriTooLong)
        }
        guard let agent = request.headers[.userAgent], agent.utf8.count > Self.longestUserAgent else {
            return try await next(request, context)
        }
        var head = request.head
        // Cut where a character begins, so that the text stays whole.
        var end = agent.utf8.index(agent.utf8.startIndex, offsetBy: Self.longestUserAgent)
        while end.samePosition(in: agent.unicodeScalars) == nil { end = agent.utf8.index(before: end) }
        head.headerFields[.userAgent] = String(agent.unicodeScalars[..<end])
        return try await next(Request(head: head, body: request.body), context)
    }
}
