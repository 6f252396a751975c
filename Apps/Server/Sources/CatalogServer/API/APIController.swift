import APIContract
import Hummingbird

/// `/api/v1`: the JSON API over `CatalogAPI`, and `/openapi.yaml`, which describes it.
struct APIController {
    typealias Context = CatalogRequestContext
    let api: any CatalogAPI

    /// The catalog's reads answer from `cache` when there is one; the document is a constant.
    func register(on router: some RouterMethods<Context>, cache: ResponseCacheMiddleware?) {
        let reads = router.cached(by: cache)
        reads.get(RouterPath(APIPaths.products)) { request, _ in
            let parameters = request.uri.queryParameters.map { (name: String($0.key), value: String($0.value)) }
            return try await ProblemError.answering { () throws(ProblemDTO) in try await api.searchProducts(parameters: parameters) }
        }
        reads.get(RouterPath(APIPaths.products + "/:id")) { _, context in
            let id = context.parameters.get("id") ?? ""
            return try await ProblemError.answering { () throws(ProblemDTO) in try await api.product(id: id) }
        }
        reads.get(RouterPath(APIPaths.categories)) { _, _ in
            try await ProblemError.answering { () throws(ProblemDTO) in try await api.categories() }
        }
        router.get("/openapi.yaml") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/yaml; charset=utf-8"],
                body: ResponseBody(byteBuffer: .init(string: OpenAPIDocument.yaml))
            )
        }
    }
}
