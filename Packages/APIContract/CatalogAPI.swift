/// The catalog's JSON API apart from HTTP: each endpoint's answer, or the problem to
/// send instead. A server maps it onto routes; tests can call it directly.
public protocol CatalogAPI: Sendable {
    /// `GET /api/v1/products`, given the query's name–value pairs as they were sent.
    func searchProducts(parameters: [(name: String, value: String)]) async throws(ProblemDTO) -> ProductPageDTO
    /// `GET /api/v1/products/{id}`, given the id as it was sent.
    func product(id: String) async throws(ProblemDTO) -> ProductDTO
    /// `GET /api/v1/categories`.
    func categories() async throws(ProblemDTO) -> CategoryListDTO
}
