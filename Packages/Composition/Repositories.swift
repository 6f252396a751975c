import DataLayer
import Domain
import Foundation
import Mocks

/// One implementation of every Domain port, all reading the same source. A new feature
/// adds its port here and one line to each source below.
public struct Repositories: Sendable {
    public var products: any ProductRepository
    public var productWrites: any ProductWriteRepository
    public var categories: any CategoryRepository

    public init(products: any ProductRepository & ProductWriteRepository, categories: any CategoryRepository) {
        self.products = products
        self.productWrites = products
        self.categories = categories
    }

    /// Every port over one SQLite store.
    static func sqlite(_ store: SQLiteStore) -> Repositories {
        Repositories(products: SQLiteProductRepository(store: store), categories: SQLiteCategoryRepository(store: store))
    }

    /// Every port over a catalog server's JSON API.
    static func remote(_ baseURL: URL, token: String?) -> Repositories {
        let client = CatalogServerClient(baseURL: baseURL, token: token)
        return Repositories(products: RemoteProductRepository(client: client), categories: RemoteCategoryRepository(client: client))
    }

    /// Every port over the same fixed products, behaving as asked.
    public static func mock(
        products: [Product] = ProductFixtures.catalog,
        behavior: MockBehavior<CatalogError> = MockBehavior()
    ) -> Repositories {
        let repository = MockProductRepository(products: products, behavior: behavior)
        return Repositories(products: repository, categories: MockCategoryRepository(countingIn: repository, behavior: behavior))
    }
}
