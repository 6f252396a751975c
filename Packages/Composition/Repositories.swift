import DataLayer
import Domain
import Foundation
import Mocks

/// One implementation of every Domain port, all reading the same source. A new feature
/// adds its port here and one argument to each source below (`scaffold feature` does).
public struct Repositories: Sendable {
    // sample:begin
    public var products: any ProductRepository
    public var categories: any CategoryRepository
    // sample:end
    public var purchaseOrders: any PurchaseOrderRepository
    public var warehouses: any WarehouseRepository
    // scaffold:repositories

    public init(
        // sample:begin
        products: any ProductRepository,
        categories: any CategoryRepository,
        // sample:end
        purchaseOrders: any PurchaseOrderRepository,
        warehouses: any WarehouseRepository,
        // scaffold:repository-parameters
    ) {
        // sample:begin
        self.products = products
        self.categories = categories
        // sample:end
        self.purchaseOrders = purchaseOrders
        self.warehouses = warehouses
        // scaffold:repository-assignments
    }

    /// Every port over one SQLite store.
    static func sqlite(_ store: SQLiteStore) -> Repositories {
        Repositories(
            // sample:begin
            products: SQLiteProductRepository(store: store),
            categories: SQLiteCategoryRepository(store: store),
            // sample:end
            purchaseOrders: SQLitePurchaseOrderRepository(store: store),
            warehouses: SQLiteWarehouseRepository(store: store),
            // scaffold:sqlite-repositories
        )
    }

    /// Every port over one PostgreSQL store.
    static func postgres(_ store: PostgresStore) -> Repositories {
        Repositories(
            // sample:begin
            products: PostgresProductRepository(store: store),
            categories: PostgresCategoryRepository(store: store),
            // sample:end
            purchaseOrders: PostgresPurchaseOrderRepository(store: store),
            warehouses: PostgresWarehouseRepository(store: store),
            // scaffold:postgres-repositories
        )
    }

    /// Every port over the app's server's JSON API, through the proxy that
    /// `proxyEnvironment` names for it (`https_proxy`, `http_proxy`, `no_proxy`), if any.
    static func remote(_ baseURL: URL, token: String?, proxyEnvironment: [String: String]) -> Repositories {
        remote(APIClient(baseURL: baseURL, token: token, environment: proxyEnvironment))
    }

    /// Every port over one client of the app's server's JSON API.
    static func remote(_ client: APIClient) -> Repositories {
        Repositories(
            // sample:begin
            products: RemoteProductRepository(client: client),
            categories: RemoteCategoryRepository(client: client),
            // sample:end
            purchaseOrders: RemotePurchaseOrderRepository(client: client),
            warehouses: RemoteWarehouseRepository(client: client),
            // scaffold:remote-repositories
        )
    }

    /// Every port over doubles that behave as asked. The products are the fixtures, or
    /// those of `products`, so that a test can look into it.
    public static func mock(
        // sample:begin
        _ products: MockProductRepository? = nil,
        // sample:end
        behavior: MockBehavior<AppError> = MockBehavior(),
    ) -> Repositories {
        // sample:begin
        let products = products ?? MockProductRepository(products: ProductFixtures.catalog, behavior: behavior)
        // sample:end
        return Repositories(
            // sample:begin
            products: products,
            categories: MockCategoryRepository(countingIn: products, behavior: behavior),
            // sample:end
            purchaseOrders: MockPurchaseOrderRepository(behavior: behavior),
            warehouses: MockWarehouseRepository(behavior: behavior),
            // scaffold:mock-repositories
        )
    }
}
