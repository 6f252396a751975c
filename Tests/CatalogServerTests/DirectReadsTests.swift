import APIContract
@testable import CatalogServer
@testable import Composition
import Domain
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Mocks
import Testing
@testable import WebAPI

/// `DirectReads` answers the busiest reads without the generated code; these hold its
/// answers, as the server's `DirectReadsMiddleware` sends them, to the generated
/// handlers', byte for byte, and check that it answers the requests it should.
@Suite("The JSON API's direct reads")
struct DirectReadsTests {
    /// Every control character, quotes, backslashes, slashes, and text beyond ASCII.
    static let awkwardText = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        + "\u{7F} \"quoted\" back\\slash a/b </script> é 😀 \u{2028}\u{2029}\u{FEFF}"

    static let awkwardCatalog = AppContainer(repositories: .mock(MockProductRepository(products: [
        Product(
            id: ProductID(1), name: "Lamp \(awkwardText)", summary: awkwardText,
            price: Money(minorUnits: Int64.max, currency: .usd), category: Category(slug: "odd/\"slug\"", name: awkwardText), stock: 0
        ),
        Product(
            id: ProductID(2), name: "", summary: "",
            price: Money(minorUnits: 0, currency: Currency(code: "EUR", minorUnitDigits: 2)), category: Category(slug: "", name: ""), stock: 1_000_000
        ),
    ])))

    /// Plain queries, which it answers itself.
    static let plainQueries = [
        "", "?search=lamp", "?search=lamp&sort=price-desc&page=2&page-size=10", "?category=lighting&sort=name&page=3&page-size=7",
        "?search=brass&category=lighting", "?sort=price-asc", "?page=999", "?page-size=100", "?search=lamp&page=2&page-size=1",
        "?search=%22quoted%22", "?search=brass+lamp", "?search=brass%20lamp", "?search=%C3%A9", "?search=zzzzzz", "?search=lamp;page=2",
    ]

    /// Queries it leaves to the generated code: repeats, empty or odd values, unknown names.
    static let unusualQueries = [
        "?", "?search=", "?search", "?search=lamp&search=oak", "?page=0", "?page=01", "?page=-1", "?page=two", "?page=1e3",
        "?page=99999999999", "?page-size=101", "?sort=cheapest", "?colour=red", "?search=%ZZ", "?search=%",
        "?category=", "?search=lamp&", "?&search=lamp",
    ]

    static let productPaths = ["1", "2", "42", "600", "601", "0", "-1", "01", "%31", "abc", "1.5", "99999999999999999999", "1?colour=red"]

    static func router(_ container: AppContainer, readsDirectly: Bool) throws -> Router<BasicRequestContext> {
        let router = Router()
        if readsDirectly { router.add(middleware: DirectReadsMiddleware(reads: container.directReads())) }
        try container.registerAPI(on: router, writeToken: nil)
        return router
    }

    /// What a client sees of an answer, but for the date.
    struct Answer: Equatable, CustomStringConvertible {
        let status: Int
        let headers: [String: String]
        let body: String

        init(_ response: TestResponse) {
            status = Int(response.status.code)
            headers = Dictionary(response.headers.filter { $0.name != .date }.map { ($0.name.rawName, $0.value) }, uniquingKeysWith: { $0 + ", " + $1 })
            body = String(buffer: response.body)
        }

        var description: String { "\(status) \(headers) \(body)" }
    }

    /// The answers to `uris` from the API with and without direct reads.
    static func answers(_ container: AppContainer, _ uris: [String], headers: HTTPFields = [:]) async throws -> (direct: [Answer], generated: [Answer]) {
        var both: [[Answer]] = []
        for readsDirectly in [true, false] {
            let app = Application(router: try router(container, readsDirectly: readsDirectly))
            both.append(try await app.test(.router) { client in
                var answers: [Answer] = []
                for uri in uris {
                    answers.append(Answer(try await client.execute(uri: uri, method: .get, headers: headers)))
                }
                return answers
            })
        }
        return (both[0], both[1])
    }

    static var listURIs: [String] { (plainQueries + unusualQueries).map { "/api/v1/products" + $0 } }
    static var productURIs: [String] { productPaths.map { "/api/v1/products/" + $0 } }

    @Test("Lists and products from the seeded SQLite catalog are the generated handlers' bytes and headers")
    func sameAnswersFromTheCatalog() async throws {
        let container = AppContainer.live(LiveConfiguration(store: .inMemory))
        let uris = Self.listURIs + Self.productURIs
        let (direct, generated) = try await Self.answers(container, uris)
        for (uri, (mine, theirs)) in zip(uris, zip(direct, generated)) {
            #expect(mine == theirs, "\(uri)")
        }
        #expect(direct.filter { $0.status == 200 }.count > 20)
        await container.close()
    }

    @Test("Text that JSON must escape is escaped exactly as JSONEncoder escapes it")
    func sameAnswersForAwkwardText() async throws {
        let uris = [
            "/api/v1/products", "/api/v1/products?search=lamp", "/api/v1/products/1", "/api/v1/products/2",
        ]
        let (direct, generated) = try await Self.answers(Self.awkwardCatalog, uris)
        for (uri, (mine, theirs)) in zip(uris, zip(direct, generated)) {
            #expect(mine == theirs, "\(uri)")
            #expect(mine.status == 200, "\(uri)")
        }
    }

    @Test("Integers are written as JSONEncoder writes them", arguments: [0, 7, 10, 42, -1, -90, 1_000_000, Int64.max, Int64.min])
    func integers(value: Int64) throws {
        var json = JSONBytes()
        json.integer(value)
        #expect(json.bytes == Array(try JSONEncoder().encode(value)))
    }

    @Test("A client that does not take plain JSON gets the generated handlers' answer", arguments: [
        "text/html", "application/json, text/plain", "application/json;q=0.5", "application/problem+json",
    ])
    func sameAnswersForOtherAccepts(accept: String) async throws {
        let uris = ["/api/v1/products?search=lamp", "/api/v1/products/1"]
        let (direct, generated) = try await Self.answers(Self.awkwardCatalog, uris, headers: [.accept: accept])
        #expect(direct == generated)
    }

    @Test("Plain lists and products are answered directly; anything unusual goes on to the generated handler")
    func answersWhatItReads() async throws {
        let reads = Self.awkwardCatalog.directReads()
        func passedOn(_ path: String, method: HTTPRequest.Method = .get, accept: String? = nil) async throws -> Bool {
            var request = HTTPRequest(method: method, scheme: nil, authority: nil, path: path)
            if let accept { request.headerFields[.accept] = accept }
            return try await reads(request) == nil
        }
        for query in Self.plainQueries {
            #expect(try await passedOn("/api/v1/products" + query) == false, "\(query)")
        }
        for query in Self.unusualQueries {
            #expect(try await passedOn("/api/v1/products" + query), "\(query)")
        }
        #expect(try await passedOn("/api/v1/products/1") == false)
        #expect(try await passedOn("/api/v1/products/1?colour=red") == false)
        #expect(try await passedOn("/api/v1/products/1", accept: "*/*") == false)
        #expect(try await passedOn("/api/v1/products/1", accept: "text/html"))
        #expect(try await passedOn("/api/v1/products", method: .head))
        // Errors are the generated handler's to answer, and so is every other path.
        #expect(try await passedOn("/api/v1/products/3"))
        for path in ["/api/v1/categories", "/api/v1/products/", "/api/v1/products/1/", "/api/v1/products/1/2", "/api/v1/productsx", "/products"] {
            #expect(try await passedOn(path), "\(path)")
        }
    }

    @Test("A value reads as the generated code reads a form value: plus is a space, then percent escapes")
    func decodesAsTheGeneratedCode() {
        // Search and category words split at both, so no answer shows the difference.
        #expect(DirectReads.searchQuery(in: "/api/v1/products?search=a+b%2Bc%20d")?.search == "a b+c d")
        #expect(DirectReads.searchQuery(in: "/api/v1/products?category=%C3%A9t%C3%A9")?.category == "été")
    }
}
