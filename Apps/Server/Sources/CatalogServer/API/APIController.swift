import APIContract
import Hummingbird

/// `/api/v1`: the JSON API, and `/openapi.yaml`, which describes it.
struct APIController {
    let api: any CatalogAPI

    func register(on router: some RouterMethods<BasicRequestContext>) {
        router.get(RouterPath(APIPaths.products)) { request, _ in
            let parameters: ProductSearchParameters
            do throws(ProblemDTO) {
                parameters = try ProductSearchParameters(query: request.uri.queryParameters.map { (String($0.key), String($0.value)) })
            } catch {
                return ProblemResponse.make(error)
            }
            return respond(await api.searchProducts(parameters))
        }
        router.get(RouterPath(APIPaths.products + "/:id")) { _, context in
            respond(await api.product(id: context.parameters.get("id") ?? ""))
        }
        router.get("/openapi.yaml") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/yaml; charset=utf-8"],
                body: ResponseBody(byteBuffer: .init(string: OpenAPIDocument.yaml))
            )
        }
    }

    private func respond<Value: Encodable>(_ result: APIResult<Value>) -> Response {
        switch result {
        case .success(let value): JSONResponse.ok(value)
        case .problem(let problem): ProblemResponse.make(problem)
        }
    }
}
