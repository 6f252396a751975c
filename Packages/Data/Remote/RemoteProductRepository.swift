import APIContract
import Domain

/// `ProductRepository` over the catalog's JSON API, so that any app can run against a
/// server exactly as it runs against a local database.
public struct RemoteProductRepository: ProductRepository {
    let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func searchProducts(_ query: ProductQuery) async throws(AppError) -> Page<Product> {
        let path = "/api/v1/products"
        let output = try await client.send(path) { try await $0.searchProducts(query: Self.parameters(for: query)) }
        let page: Components.Schemas.ProductPage
        switch output {
        case .ok(let ok): page = try client.read(path, ok.body.json)
        case .badRequest(let answer): throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
        case .serviceUnavailable(let answer): throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _): throw client.failed(path, status: status)
        }
        var products: [Product] = []
        for product in page.products {
            products.append(try domain(product, path: path))
        }
        return try client.page(path, asked: query.page, items: products, page: page.page, pageSize: page.pageSize, totalCount: page.totalCount)
    }

    public func product(id: ProductID) async throws(AppError) -> Product {
        let path = "/api/v1/products/\(id)"
        let output = try await client.send(path) { try await $0.getProduct(path: .init(id: id.rawValue)) }
        switch output {
        case .ok(let ok): return try domain(try client.read(path, ok.body.json), path: path)
        case .notFound: throw .notFound(kind: "product", id: id.rawValue)
        case .badRequest(let answer): throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
        case .serviceUnavailable(let answer): throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _): throw client.failed(path, status: status)
        }
    }

    /// The query's values: its text and order left out at their default, as links do; its
    /// page always, as every list's client sends it.
    private static func parameters(for query: ProductQuery) -> Operations.SearchProducts.Input.Query {
        let defaults = ProductQuery()
        return Operations.SearchProducts.Input.Query(
            search: query.text == defaults.text ? nil : query.text,
            category: query.category,
            sort: query.sort == defaults.sort ? nil : sort(query.sort),
            page: query.page.page,
            pageSize: query.page.pageSize
        )
    }

    private static func sort(_ sort: ProductSort) -> Operations.SearchProducts.Input.Query.SortPayload {
        switch sort {
        case .relevance: .relevance
        case .name: .name
        case .priceLowToHigh: .priceAsc
        case .priceHighToLow: .priceDesc
        }
    }

    func domain(_ product: Components.Schemas.Product, path: String) throws(AppError) -> Product {
        guard let domain = product.toDomain() else {
            throw client.unexpected(path, reason: "unknown currency \(product.price.currency)")
        }
        return domain
    }
}
