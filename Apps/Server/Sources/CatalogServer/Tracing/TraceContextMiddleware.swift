import HTTPTypes
import Hummingbird

/// Lets a caller's W3C trace context (`traceparent`, `tracestate`, the only propagation
/// swift-otel reads) through only from a trusted proxy (`--trusted-proxy`), before
/// Hummingbird's tracing middleware reads it. From anyone else the request starts a trace
/// of its own, as though it had sent none: a client chooses neither the trace id its
/// request is logged under nor, under the default parent-based sampler, that every request
/// it sends be sampled and exported whatever ratio the operator set.
struct TraceContextMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let forwarded: ForwardedHeaders

    static let traceParent = HTTPField.Name("traceparent")!
    static let traceState = HTTPField.Name("tracestate")!
    static let fields = [traceParent, traceState]

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        // Before `ClientMiddleware`: the client address is still the connection's peer.
        guard Self.fields.contains(where: { request.headers[$0] != nil }), !forwarded.trusts(context.clientAddress) else {
            return try await next(request, context)
        }
        var head = request.head
        for name in Self.fields { head.headerFields[name] = nil }
        return try await next(Request(head: head, body: request.body), context)
    }
}
