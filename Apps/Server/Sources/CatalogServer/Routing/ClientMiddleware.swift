import Hummingbird

/// Sets who the request's client is, and whether it came over HTTPS, as `forwarded`
/// allows the proxy headers to say; first, so that the throttle and the logs see it.
struct ClientMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let forwarded: ForwardedHeaders

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard !forwarded.trustedProxies.isEmpty else { return try await next(request, context) }
        var context = context
        (context.clientAddress, context.overHTTPS) = forwarded.client(peer: context.clientAddress, headers: request.headers)
        return try await next(request, context)
    }
}
