import APIContract
import DataLayer
import Domain
import Foundation
import Mocks

/// The object graph of an app: every use case, wired to one data source. The only
/// place that knows which implementation sits behind each Domain port.
public struct AppContainer: Sendable {
    public let searchProducts: any SearchProductsUseCase
    public let getProduct: any GetProductUseCase
    private let release: @Sendable () async -> Void

    public init(
        searchProducts: any SearchProductsUseCase,
        getProduct: any GetProductUseCase,
        release: @escaping @Sendable () async -> Void = {}
    ) {
        self.searchProducts = searchProducts
        self.getProduct = getProduct
        self.release = release
    }

    /// Makes the view model of each screen.
    public var screens: ScreenFactory { ScreenFactory(container: self) }

    /// The JSON API over the same use cases, for a server to serve.
    public var api: any CatalogAPI {
        UseCaseCatalogAPI(searchProducts: searchProducts, getProduct: getProduct)
    }

    /// Closes what the graph holds open, such as the database.
    public func close() async {
        await release()
    }
}

extension AppContainer {
    /// The production graph: use cases over the SQLite repository, or over a catalog
    /// server's JSON API. The database is opened, migrated and seeded on first use (and
    /// the server first asked on first use), so this never fails; a store that cannot
    /// be read shows up as the first screen's error.
    public static func live(_ configuration: LiveConfiguration = LiveConfiguration()) -> AppContainer {
        switch configuration.store {
        case .remote(let url): AppContainer(repository: RemoteProductRepository(baseURL: url))
        case .defaultFile: sqlite(at: .defaultFile())
        case .file(let path): sqlite(at: .file(path: path))
        case .inMemory: sqlite(at: .inMemory)
        }
    }

    private static func sqlite(at location: StoreLocation) -> AppContainer {
        let store = SQLiteStore(location: location)
        return AppContainer(repository: SQLiteProductRepository(store: store), release: { await store.close() })
    }

    /// The demo and test graph: use cases over the in-memory fixture catalog, as slow
    /// or as broken as asked.
    public static func mock(_ options: MockOptions = MockOptions()) -> AppContainer {
        let behavior = MockBehavior(
            delay: options.delay,
            failure: options.fails ? .storageUnavailable("the demo catalog was asked to fail (--fail)") : nil
        )
        return AppContainer(repository: MockProductRepository(behavior: behavior))
    }

    /// Use cases over any repository.
    public init(repository: any ProductRepository, release: @escaping @Sendable () async -> Void = {}) {
        self.init(
            searchProducts: DefaultSearchProductsUseCase(repository: repository),
            getProduct: DefaultGetProductUseCase(repository: repository),
            release: release
        )
    }
}
