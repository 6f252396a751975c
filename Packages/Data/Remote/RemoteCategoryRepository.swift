import APIContract
import Domain

/// `CategoryRepository` over the catalog's JSON API.
public struct RemoteCategoryRepository: CategoryRepository {
    private let client: CatalogServerClient

    public init(client: CatalogServerClient) {
        self.client = client
    }

    public func categories() async throws(CatalogError) -> [CategorySummary] {
        let dto: CategoryListDTO = try await client.get(APIPaths.categories)
        return dto.categories.map { $0.toDomain() }
    }
}
