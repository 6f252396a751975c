import APIContract
import Domain

/// `ProductRepository` over the catalog's JSON API, so that any app can run against a
/// server exactly as it runs against a local database.
public struct RemoteProductRepository: ProductRepository {
    private let client: CatalogServerClient

    public init(client: CatalogServerClient) {
        self.client = client
    }

    public func searchProducts(_ query: ProductQuery) async throws(CatalogError) -> ProductPage {
        let dto: ProductPageDTO = try await client.get(APIPaths.products, query: query.parameters)
        var products: [Product] = []
        for product in dto.products {
            products.append(try domain(product, path: APIPaths.products))
        }
        return ProductPage(products: products, page: dto.page, pageSize: dto.pageSize, totalCount: dto.totalCount)
    }

    public func product(id: ProductID) async throws(CatalogError) -> Product {
        let path = APIPaths.product(id.rawValue)
        let dto: ProductDTO = try await client.get(path, notFound: .productNotFound(id))
        return try domain(dto, path: path)
    }

    private func domain(_ dto: ProductDTO, path: String) throws(CatalogError) -> Product {
        guard let product = dto.toDomain() else {
            throw CatalogServerClient.unexpected(client.endpoint(path), reason: "unknown currency \(dto.price.currency)")
        }
        return product
    }
}
