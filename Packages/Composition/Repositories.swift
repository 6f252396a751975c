import DataLayer
import Domain
import Foundation
import Mocks

/// One implementation of every Domain port, all reading the same source. A new feature
/// adds its port here and one argument to each source below (`scaffold feature` does).
public struct Repositories: Sendable {
    public var products: any ProductRepository
    public var productWrites: any ProductWriteRepository
    public var categories: any CategoryRepository
    // scaffold:repositories

    public init(
        products: any ProductRepository & ProductWriteRepository,
        categories: any CategoryRepository,
        // scaffold:repository-parameters
    ) {
        self.products = products
        self.productWrites = products
        self.categories = categories
        // scaffold:repository-assignments
    }

    /// Every port over one SQLite store.
    static func sqlite(_ store: SQLiteStore) -> Repositories {
        Repositories(
            products: SQLiteProductRepository(store: store),
            categories: SQLiteCategoryRepository(store: store),
            // scaffold:sqlite-repositories
        )
    }

    /// Every port over one PostgreSQL store.
    static func postgres(_ store: PostgresStore) -> Repositories {
        Repositories(
            products: PostgresProductRepository(store: store),
            categories: PostgresCategoryRepository(store: store),
            // scaffold:postgres-repositories
        )
    }

    /// Every port over a catalog server's JSON API.
    static func remote(_ baseURL: URL, token: String?) -> Repositories {
        let client = CatalogServerClient(baseURL: baseURL, token: token)
        return Repositories(
            products: RemoteProductRepository(client: client),
            categories: RemoteCategoryRepository(client: client),
            // scaffold:remote-repositories
        )
    }

    /// Every port over the same fixed products, behaving as asked.
    public static func mock(
        products: [Product] = ProductFixtures.catalog,
        behavior: MockBehavior<CatalogError> = MockBehavior()
    ) -> Repositories {
        mock(MockProductRepository(products: products, behavior: behavior), behavior: behavior)
    }

    /// Every port over doubles, the products from `repository`, so that a test can look
    /// into it; the other doubles behave as asked.
    public static func mock(_ repository: MockProductRepository, behavior: MockBehavior<CatalogError> = MockBehavior()) -> Repositories {
        Repositories(
            products: repository,
            categories: MockCategoryRepository(countingIn: repository, behavior: behavior),
            // scaffold:mock-repositories
        )
    }
}
