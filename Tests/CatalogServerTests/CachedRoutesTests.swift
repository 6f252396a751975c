import CatalogServer
import Composition
import Domain
import Hummingbird
import HummingbirdTesting
import Mocks
import TestSupport
import Testing

@Suite("Pages and API behind the response cache")
struct CachedRoutesTests {
    let repository = MockProductRepository()
    var container: AppContainer { AppContainer(repositories: .mock(repository)) }

    @Test("A page or API answer asked for again comes from the cache, not the repository", arguments: [
        "/api/v1/products?search=lamp", "/products?search=lamp",
    ])
    func repeatedRequest(uri: String) async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        let (first, second) = try await withRouter(container, responseCache: cache) { client in
            (text(try await client.execute(uri: uri, method: .get)), text(try await client.execute(uri: uri, method: .get)))
        }
        #expect(first == second && first.contains("Lamp"))
        #expect(await repository.receivedQueries == [ProductQuery(text: "lamp")])
    }

    @Test("A browser that has opened the sign-in page still reads pages from the cache: the form's cookie goes to /login alone")
    func signInFormCookieLeavesReadsCached() async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        let (signInPage, reads) = try await withRouter(container, responseCache: cache, writeToken: "cache-token-0123456789") { client in
            var browser = TestBrowser(client)
            let signInPage = try await browser.get("/login")
            var reads: [String] = []
            for _ in 0..<2 { reads.append(text(try await browser.get("/products?search=lamp"))) }
            return (signInPage, reads)
        }
        let cookie = try #require(signInPage.headers[values: .setCookie].first { $0.hasPrefix("form_token=") })
        #expect(cookie.split(separator: "; ").contains("Path=/login"))
        #expect(reads[0] == reads[1] && reads[0].contains("Lamp"))
        #expect(await repository.receivedQueries == [ProductQuery(text: "lamp")], "two reads, one render")
    }

    @Test("HEAD shares GET's kept answer, without its body", arguments: ["/api/v1/products?search=lamp", "/products?search=lamp"])
    func head(uri: String) async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        let (get, head) = try await withRouter(container, responseCache: cache) { client in
            (try await client.execute(uri: uri, method: .get), try await client.execute(uri: uri, method: .head))
        }
        #expect(head.status == .ok && head.body.readableBytes == 0 && get.body.readableBytes > 0)
        #expect(head.headers[.contentType] == get.headers[.contentType])
        #expect(await repository.receivedQueries.count == 1)
    }

    @Test("Spellings of one query share a kept answer; an address the grammar refuses is never kept", arguments: ["/api/v1", ""])
    func keyedByTheGrammar(prefix: String) async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        let statuses = try await withRouter(container, responseCache: cache) { client in
            var statuses: [HTTPResponse.Status] = []
            for query in ["search=lamp&page=1", "page=1&search=lamp", "search=%6Camp&sort=relevance", "search=lamp", "search=lamp&x=1"] {
                statuses.append(try await client.execute(uri: "\(prefix)/products?\(query)", method: .get).status)
            }
            // Answered, but not kept: the grammar of a product's address takes no query.
            statuses.append(try await client.execute(uri: "\(prefix)/products/1?junk=\(prefix.isEmpty ? "x" : "y")", method: .get).status)
            return statuses
        }
        #expect(await repository.receivedQueries == [ProductQuery(text: "lamp")], "four spellings, one render")
        #expect(statuses.prefix(4).allSatisfy { $0 == .ok } && statuses[4] == .badRequest)
        #expect(cache.usage.entries == 1)
    }

    @Test("An address whose key would pass 4 KiB is answered without the cache; the longest search a list takes, every character escaped, still has a key", arguments: ["/api/v1", ""])
    func keyBounded(prefix: String) async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        let longest = String(repeating: "😀", count: ProductQuery.maximumTextLength) // 12 bytes each, escaped
        let statuses = try await withRouter(container, responseCache: cache) { client in
            let refused = try await client.execute(uri: "\(prefix)/products?search=\(String(repeating: ",", count: 8_000))", method: .get).status
            let unkept = cache.statistics.renders
            let kept = try await client.execute(uri: "\(prefix)/products?search=\(longest)", method: .get).status
            return (refused, unkept, kept)
        }
        #expect(statuses.0 == .badRequest && statuses.1 == 0, "no key, so the cache never saw it")
        #expect(statuses.2 == .ok && cache.statistics.renders == 1 && cache.usage.entries == 1)
    }

    @Test("On a miss the API decodes the query as the cache's key spells it, and its use case gets what the client asked", arguments: [
        "search=brass+lamp", "search=c%2B%2B&page=2", "search=a/b?c", "search=caf%C3%A9&page-size=5", "search=50%25&&sort=price-asc",
    ])
    func missDecodedFromTheKey(query: String) async throws {
        let uri = "/api/v1/products?\(query)"
        let uncached = MockProductRepository()
        let plain = try await withRouter(AppContainer(repositories: .mock(uncached))) { client in
            text(try await client.execute(uri: uri, method: .get))
        }
        let kept = try await withRouter(container, responseCache: ResponseCache(maxAge: .seconds(60))) { client in
            text(try await client.execute(uri: uri, method: .get))
        }
        let asked = await uncached.receivedQueries
        #expect(await repository.receivedQueries == asked && asked.count == 1)
        #expect(kept == plain)
    }

    @Test("Requests differing only in their query are answered separately")
    func differentQueries() async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        let (lamps, skillets) = try await withRouter(container, responseCache: cache) { client in
            (
                text(try await client.execute(uri: "/api/v1/products?search=lamp", method: .get)),
                text(try await client.execute(uri: "/api/v1/products?search=skillet", method: .get))
            )
        }
        #expect(lamps != skillets && skillets.contains("Skillet"))
        #expect(await repository.receivedQueries.map(\.text) == ["lamp", "skillet"])
    }

    @Test("An unavailable catalog is not remembered: once it recovers, the next request succeeds", arguments: [
        "/api/v1/products", "/products",
    ])
    func failureIsNotKept(uri: String) async throws {
        await repository.setBehavior(MockBehavior(failure: .storageUnavailable("disk gone")))
        let cache = ResponseCache(maxAge: .seconds(60))
        let statuses = try await withRouter(container, responseCache: cache) { client in
            let failed = try await client.execute(uri: uri, method: .get).status
            await repository.setBehavior(MockBehavior())
            return [failed, try await client.execute(uri: uri, method: .get).status]
        }
        #expect(statuses == [.serviceUnavailable, .ok])
    }

    @Test("A list page drawn without its category filter, whose categories could not be read, is served but never kept")
    func partialPageIsNotKept() async throws {
        let categories = MockCategoryRepository(behavior: MockBehavior(failure: .storageUnavailable("too busy")))
        var repositories = Repositories.mock(repository)
        repositories.categories = categories
        let cache = ResponseCache(maxAge: .seconds(60))
        let (partial, whole, again) = try await withRouter(AppContainer(repositories: repositories), responseCache: cache) { client in
            let partial = try await client.execute(uri: "/products?search=lamp", method: .get)
            await categories.setBehavior(MockBehavior())
            return (partial, try await client.execute(uri: "/products?search=lamp", method: .get), try await client.execute(uri: "/products?search=lamp", method: .get))
        }
        #expect(partial.status == .ok && !text(partial).contains("category-filter") && partial.headers[.cacheControl] == "no-store")
        #expect(text(whole).contains("category-filter") && whole.headers[.cacheControl] == nil)
        #expect(text(again) == text(whole))
        #expect(await repository.receivedQueries.count == 2, "the partial page was not kept; the whole one was")
    }

    @Test("A page naming an item another feature's store could not read shows it by kind and id, and is served but never kept", arguments: [
        "/purchase-orders", "/purchase-orders/1",
    ])
    func unreadReferenceIsNotKept(uri: String) async throws {
        let purchaseOrders = MockPurchaseOrderRepository()
        let warehouses = MockWarehouseRepository(behavior: MockBehavior(failure: .storageUnavailable("too busy")))
        var repositories = Repositories.mock(repository)
        repositories.purchaseOrders = purchaseOrders
        repositories.warehouses = warehouses
        let cache = ResponseCache(maxAge: .seconds(60))
        let (partial, whole, again) = try await withRouter(AppContainer(repositories: repositories), responseCache: cache) { client in
            let partial = try await client.execute(uri: uri, method: .get)
            await warehouses.setBehavior(MockBehavior())
            return (partial, try await client.execute(uri: uri, method: .get), try await client.execute(uri: uri, method: .get))
        }
        let heading = try #require(WarehouseFixtures.all.first { $0.id == PurchaseOrderFixtures.all[0].destination }).name
        #expect(partial.status == .ok && partial.headers[.cacheControl] == "no-store" && text(partial).contains("Warehouse \(PurchaseOrderFixtures.all[0].destination)"))
        #expect(whole.headers[.cacheControl] == nil && text(whole).contains(heading))
        #expect(text(again) == text(whole))
        #expect(await purchaseOrders.requestCount == 2, "the partial page was not kept; the whole one was")
    }

    @Test("A change another process makes to the SQLite file empties the cache at the next check, and the page shows it")
    func changeElsewhereEmptiesTheCache() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        let server = AppContainer.live(LiveConfiguration(store: .file(path: path)))
        let elsewhere = AppContainer.live(LiveConfiguration(store: .file(path: path))) // as the command-line app would
        try await expectDeletedElsewhereForgotten(on: server, at: ["/products/1"]) {
            try await elsewhere.deleteProduct.execute(id: ProductID(1), expectedVersion: 1)
        }
        await server.close()
        await elsewhere.close()
    }
}
