import APIContract
import CatalogServer
import Composition
import Domain
import Foundation
import Hummingbird
import HummingbirdTesting
import Mocks
import Presentation
import TestSupport
import Testing
import WebAPI

@Suite("Warehouse pages and API")
struct WarehousePageTests {
    @Test("/warehouses lists every warehouse, each linking to its page")
    func list() async throws {
        let html = try await withRouter { client in text(try await client.execute(uri: "/warehouses", method: .get)) }
        #expect(html.contains("<h1>Warehouses</h1>") && html.contains("<p class=\"count\">3 warehouses</p>"))
        #expect(html.contains("<td><a href=\"/warehouses/2\">2</a></td>"))
        #expect(html.contains("<a class=\"nav\" href=\"/warehouses\">Warehouses</a>"), "every page's header links to the list")
    }



    @Test("250 warehouses: page 3 of 100 holds the last 50, in the pages and the API; a stray parameter is a 400")
    func pages() async throws {
        var repositories = Repositories.mock()
        repositories.warehouses = MockWarehouseRepository(warehouses: WarehouseFixtures.many(250))
        let (html, json, refused, stray) = try await withRouter(AppContainer(repositories: repositories)) { client in
            (
                text(try await client.execute(uri: "/warehouses?page=3&page-size=100", method: .get)),
                try await client.execute(uri: "/api/v1/warehouses?page=3&page-size=100", method: .get),
                try await client.execute(uri: "/api/v1/warehouses?page-size=101", method: .get),
                try await client.execute(uri: "/api/v1/warehouses?page=2&colour=red", method: .get)
            )
        }
        #expect(html.contains("<p class=\"count\">250 warehouses</p>") && html.contains("<span>Page 3 of 3</span>"))
        #expect(html.contains("<td><a href=\"/warehouses/250\">250</a></td>") && !html.contains("<td><a href=\"/warehouses/200\">200</a></td>"))
        #expect(html.contains("<a rel=\"prev\" href=\"/warehouses?page=2&amp;page-size=100\">"))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let page = try decoder.decode(Components.Schemas.WarehousePage.self, from: Data(text(json).utf8))
        #expect(page.warehouses.map(\.id) == Array(201...250) && page.totalCount == 250 && page.pageCount == 3)
        #expect(refused.status == .badRequest && text(refused).contains("A page size of 101 is out of range"))
        #expect(stray.status == .badRequest && text(stray).contains("“colour” is not a parameter; use page"))
    }

    @Test("/warehouses/ID shows every field; an unknown id is a 404 page, a malformed one the API's 400")
    func detail() async throws {
        let (found, missing, malformed) = try await withRouter { client in
            (
                try await client.execute(uri: "/warehouses/2", method: .get),
                try await client.execute(uri: "/warehouses/99", method: .get),
                try await client.execute(uri: "/api/v1/warehouses/abc", method: .get)
            )
        }
        #expect(found.status == .ok)
        for field in WarehouseViewData.Field.allCases {
            #expect(text(found).contains("<dt>\(field.label)</dt>"), "\(field)")
        }
        #expect(text(found).contains("<dd>Name 2</dd>"))
        #expect(missing.status == .notFound && text(missing).contains("No warehouse has the id 99."))
        #expect(malformed.status == .badRequest && text(malformed).contains("“abc” is not an id; ids are whole numbers from 1."), "the one id rule, as for every feature")
    }

    @Test("A warehouse's address takes no query, in the pages and the API alike: a stray parameter is a 400 that names it")
    func itemTakesNoQuery() async throws {
        let (page, api) = try await withRouter { client in
            (
                try await client.execute(uri: "/warehouses/2?colour=red", method: .get),
                try await client.execute(uri: "/api/v1/warehouses/2?colour=red", method: .get)
            )
        }
        #expect(page.status == .badRequest && text(page).contains("“colour” is not a parameter"))
        #expect(api.status == .badRequest && text(api).contains("“colour” is not a parameter; this address takes none."))
    }

    @Test("An escaped address is the address it spells (RFC 3986): /warehouses/%32 is warehouse 2 in the pages and the API alike")
    func escapedAddress() async throws {
        let (page, escapedPage, api, escapedAPI) = try await withRouter { client in
            (
                try await client.execute(uri: "/warehouses/2", method: .get),
                try await client.execute(uri: "/warehouses/%32", method: .get),
                try await client.execute(uri: "/api/v1/warehouses/2", method: .get),
                try await client.execute(uri: "/api/v1/warehouses/%32", method: .get)
            )
        }
        #expect(escapedPage.status == .ok && text(escapedPage) == text(page))
        #expect(escapedAPI.status == .ok && text(escapedAPI) == text(api))
    }

    @Test("An id the use case refuses is the client's mistake in the API (400), even where the grammar has not refused it first")
    func refusedID() async throws {
        // Called past the router, whose grammar refuses such an id before any operation runs.
        guard case .badRequest = try await UseCaseAPI(useCases: AppContainer.mock()).getWarehouse(.init(path: .init(id: 0))) else {
            Issue.record("a refused id is not answered 400")
            return
        }
    }

    @Test("/api/v1/warehouses and /api/v1/warehouses/ID answer in the document's schemas")
    func api() async throws {
        let (list, one, missing) = try await withRouter { client in
            (
                try await client.execute(uri: "/api/v1/warehouses", method: .get),
                try await client.execute(uri: "/api/v1/warehouses/3", method: .get),
                try await client.execute(uri: "/api/v1/warehouses/99", method: .get)
            )
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let decoded = try decoder.decode(Components.Schemas.WarehousePage.self, from: Data(text(list).utf8))
        #expect(decoded.warehouses.map(\.id) == WarehouseFixtures.all.map(\.id.rawValue))
        #expect(try decoder.decode(Components.Schemas.Warehouse.self, from: Data(text(one).utf8)).id == 3)
        #expect(missing.status == .notFound && missing.headers[.contentType]?.hasPrefix("application/problem+json") == true)
    }

    @Test("The API answers in JSON whatever Accept asks, as RFC 9110 allows: an Accept it cannot meet never makes an answer a 500")
    func acceptDisregarded() async throws {
        let statuses = try await withRouter { client in
            var statuses: [HTTPResponse.Status] = []
            for accept in ["application/json", "text/plain", "foo", ";"] {
                for uri in ["/api/v1/warehouses/3", "/api/v1/warehouses/99", "/api/v1/warehouses?page=0", "/api/v1/warehouses/0"] {
                    statuses.append(try await client.execute(uri: uri, method: .get, headers: [.accept: accept]).status)
                }
            }
            return statuses
        }
        #expect(statuses == Array(repeating: [.ok, .notFound, .badRequest, .badRequest], count: 4).flatMap(\.self))
    }

    @Test("Spellings of one list's address share one kept answer, in the pages and the API; an address the grammar refuses is never kept")
    func keptByTheGrammar() async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        let statuses = try await withRouter(responseCache: cache) { client in
            var statuses: [HTTPResponse.Status] = []
            for prefix in ["", "/api/v1"] {
                for query in ["page-size=5", "page=1&page-size=5", "&page-size=5&", "page-size=%35", "page-size=5&colour=red"] {
                    statuses.append(try await client.execute(uri: "\(prefix)/warehouses?\(query)", method: .get).status)
                }
            }
            return statuses
        }
        #expect(statuses == [.ok, .ok, .ok, .ok, .badRequest, .ok, .ok, .ok, .ok, .badRequest])
        #expect(cache.usage.entries == 2, "one answer for the page, one for the API")
    }

    @Test("A warehouse another process deletes from the SQLite file stays kept until the next check of the file, then its page and its API answer are gone")
    func deletedElsewhere() async throws {
        let directory = try TemporaryDirectory()
        let file = LiveConfiguration(store: .file(path: directory.file("warehouses.sqlite")), seedsEmptyDatabase: false)
        let server = AppContainer.live(file)
        let elsewhere = AppContainer.live(file) // as the command-line app would
        let created = try await elsewhere.createWarehouse.execute(WarehouseDraft(WarehouseFixtures.all[0]))
        try await expectDeletedElsewhereForgotten(on: server, at: ["/warehouses/\(created.id)", "/api/v1/warehouses/\(created.id)"]) {
            try await elsewhere.deleteWarehouse.execute(id: created.id, expectedVersion: created.version)
        }
        await server.close()
        await elsewhere.close()
    }

    @Test("A store that cannot be read is a 503 page and API problem with the request's id; its reason goes to the log only")
    func unavailable() async throws {
        try await expectUnavailableStoreHidden(at: ["/warehouses", "/warehouses/1", "/api/v1/warehouses", "/api/v1/warehouses/1"])
    }
}
