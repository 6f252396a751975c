import APIContract
import Hummingbird
import Composition

/// `/api/v1`: the routes generated from the OpenAPI document, mounted on Hummingbird's
/// router, and `/openapi.yaml`, the document itself, byte for byte.
struct APIController {
    typealias Context = AppRequestContext
    let container: AppContainer
    let writeToken: String?
    /// Whether each operation is a span of the process's tracer.
    var traced = false

    /// The API's reads answer from `cache` when there is one; the document is a constant.
    func register(on router: some RouterMethods<Context>, cache: ResponseCache?) throws {
        // The API's addresses are the pages' under /api/v1, read by the same grammar: once,
        // for the cache's key, then, on a miss, by the generated server as the key spells it
        // (without a cache, the API's grammar middleware reads it).
        let routes = router.cached(by: cache) { request, context in
            context.apiTarget = WebRoutes.cacheKey(for: request, under: "/api/v1")
            return context.apiTarget
        }
        routes.add(middleware: BodyLimitMiddleware.api(writeToken: writeToken))
        try container.registerAPI(on: OpenAPIRouterTransport(routes: routes), writeToken: writeToken, outer: traced ? [OperationSpanMiddleware()] : [])
        router.get("/openapi.yaml") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/yaml; charset=utf-8"],
                body: ResponseBody(byteBuffer: .init(string: APIDocument.yaml))
            )
        }
    }
}
