@testable import CatalogServer
import Composition
import Hummingbird
import HummingbirdTesting
import Logging
import Mocks
import Presentation
import Testing

@Suite("Routing: 405 from the routes themselves, caching only where a route opts in")
struct RoutingTests {
    @Test("A POST route added beside an existing GET starts, and both answer; other methods list all three")
    func addWriteRoute() async throws {
        let router = try ServerApplication.router(container: .mock())
        router.post("/products") { _, _ in Response(status: .created) }
        let app = Application(router: router, logger: Logger(label: "test"))
        let statuses = try await app.test(.router) { client in
            [
                try await client.execute(uri: "/products", method: .get).status,
                try await client.execute(uri: "/products", method: .post).status,
                try await client.execute(uri: "/api/v1/categories", method: .post).status,
            ]
        }
        #expect(statuses == [.ok, .created, .methodNotAllowed])
    }

    @Test("A page's address escapes every byte that is not unreserved, a + included (a form reads + as a space)", arguments: [
        (Route.productDetail(id: 42), "/products/42"),
        (.productList(ProductSelection()), "/products"),
        (.productList(ProductSelection(page: PageSelection(page: 2, pageSize: 50), searchText: "lamp", category: "home-office", sort: ProductSortOption(name: "price-desc")!)),
         "/products?search=lamp&category=home-office&sort=price-desc&page=2&page-size=50"),
        (.productList(ProductSelection(searchText: "brass lamp")), "/products?search=brass%20lamp"),
        (.productList(ProductSelection(searchText: "a&b=c+d/é?#%")), "/products?search=a%26b%3Dc%2Bd%2F%C3%A9%3F%23%25"),
        (.productList(ProductSelection(searchText: "a.b_c~d")), "/products?search=a.b_c~d"),
    ])
    func pagePaths(route: Route, path: String) {
        #expect(WebRoutes.path(for: route) == path)
    }

    @Test("Allow names every method a path has, HEAD wherever GET is")
    func allowHeader() async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: "/categories", method: .delete)
            #expect(response.status == .methodNotAllowed && response.headers[.allow] == "GET, HEAD")
            #expect(try await client.execute(uri: "/categories/lighting", method: .delete).status == .notFound)
        }
    }

    @Test("Requests that carry credentials are never answered from the cache nor kept", arguments: [
        [.authorization: "Bearer secret"], [.cookie: "session=abc"],
    ] as [HTTPFields])
    func credentials(headers: HTTPFields) async throws {
        let repository = MockProductRepository()
        let container = AppContainer(repositories: .mock(repository))
        let cache = ResponseCache(maxAge: .seconds(60))
        try await withRouter(container, responseCache: cache) { client in
            for _ in 0..<2 {
                _ = try await client.execute(uri: "/api/v1/products?search=lamp", method: .get, headers: headers)
            }
        }
        #expect(await repository.receivedQueries.count == 2)
        #expect(cache.statistics == ResponseCache.Statistics())
    }

    @Test("Routes that did not opt in never reach the cache", arguments: ["/health", "/openapi.yaml", "/static/style.css", "/login"])
    func notOptedIn(uri: String) async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        try await withRouter(responseCache: cache) { client in
            _ = try await client.execute(uri: uri, method: .get)
            _ = try await client.execute(uri: uri, method: .get)
        }
        #expect(cache.statistics == ResponseCache.Statistics())
    }
}
