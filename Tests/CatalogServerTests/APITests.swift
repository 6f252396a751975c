import APIContract
import Composition
import Domain
import Foundation
import Hummingbird
import HummingbirdTesting
import Mocks
import Testing
import WebAPI

@Suite("JSON API and its OpenAPI document")
struct APITests {
    /// Fetches `uri` and checks the answer against the OpenAPI document's schema for its path and status.
    func conformingResponse(_ client: any TestClientProtocol, _ uri: String, path: String) async throws -> (Int, Any) {
        let document = try OpenAPISchema(yaml: text(try await client.execute(uri: "/openapi.yaml", method: .get)))
        let response = try await client.execute(uri: uri, method: .get)
        let status = Int(response.status.code)
        let mediaType = response.headers[.contentType] ?? ""
        let schema = try #require(document.responseSchema(path: path, status: status, mediaType: mediaType), "no schema for \(path) \(status) \(mediaType)")
        let json = try JSONSerialization.jsonObject(with: Data(text(response).utf8))
        #expect(document.problems(json, against: schema).isEmpty, "\(uri): \(document.problems(json, against: schema))")
        return (status, json)
    }

    @Test("The list endpoint answers with a page that conforms to the document")
    func list() async throws {
        try await withRouter { client in
            let (status, json) = try await conformingResponse(client, "/api/v1/products?search=lamp&sort=price-desc&page=2&page-size=10", path: "/api/v1/products")
            #expect(status == 200)
            let page = try JSONDecoder().decode(Components.Schemas.ProductPage.self, from: JSONSerialization.data(withJSONObject: json))
            #expect(page.page == 2 && page.pageSize == 10 && page.totalCount == 28 && page.pageCount == 3)
            let prices = page.products.map(\.price.minorUnits)
            #expect(prices == prices.sorted(by: >) && prices.count == 10)
        }
    }

    @Test("Text that JSON must escape comes back as it was stored, in one compact line with sorted keys and plain slashes")
    func awkwardText() async throws {
        let awkward = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
            + "\u{7F} \"quoted\" back\\slash a/b </script> é 😀 \u{2028}\u{2029}\u{FEFF}"
        let container = AppContainer(repositories: .mock(MockProductRepository(products: [
            Product(
                id: ProductID(1), name: "Lamp \(awkward)", summary: awkward,
                price: Money(minorUnits: Int64.max, currency: .usd), category: Category(slug: "odd/\"slug\"", name: awkward), stock: 0
            ),
        ])))
        let body = try await withRouter(container) { client in text(try await client.execute(uri: "/api/v1/products/1", method: .get)) }
        let product = try JSONDecoder().decode(Components.Schemas.Product.self, from: Data(body.utf8))
        #expect(product.name == "Lamp \(awkward)" && product.summary == awkward && product.category.slug == "odd/\"slug\"")
        #expect(product.price.minorUnits == Int64.max)
        #expect(!body.contains("\\/") && !body.contains("\n") && body.hasPrefix(#"{"category":{"#))
    }

    @Test("The product endpoint answers with a product that conforms to the document")
    func product() async throws {
        try await withRouter { client in
            let (status, json) = try await conformingResponse(client, "/api/v1/products/1", path: "/api/v1/products/{id}")
            #expect(status == 200)
            let product = try JSONDecoder().decode(Components.Schemas.Product.self, from: JSONSerialization.data(withJSONObject: json))
            #expect(product == Components.Schemas.Product(
                id: 1, name: "Brass Desk Lamp", summary: "A brass desk lamp with a warm, dimmable glow.",
                price: .init(minorUnits: 5_999, currency: "USD"), category: .init(slug: "lighting", name: "Lighting"),
                stock: 12, version: 1
            ))
        }
    }

    @Test("Bad input is a 400 or 404 problem that conforms to the document, never a 500", arguments: [
        ("/api/v1/products?page=0", "/api/v1/products", 400),
        ("/api/v1/products?page=-1", "/api/v1/products", 400),
        ("/api/v1/products?page=x", "/api/v1/products", 400),
        ("/api/v1/products?page=99999999999999999999", "/api/v1/products", 400),
        ("/api/v1/products?page=9223372036854775807&page-size=100", "/api/v1/products", 400),
        ("/api/v1/products?page-size=0", "/api/v1/products", 400),
        ("/api/v1/products?page-size=101", "/api/v1/products", 400),
        ("/api/v1/products?sort=up", "/api/v1/products", 400),
        ("/api/v1/products?category=%00", "/api/v1/products", 400),
        ("/api/v1/products?search=" + String(repeating: "a", count: 201), "/api/v1/products", 400),
        ("/api/v1/products?search=" + Array(repeating: "a", count: 11).joined(separator: "+"), "/api/v1/products", 400),
        ("/api/v1/products?colour=red", "/api/v1/products", 400),
        ("/api/v1/products/99999", "/api/v1/products/{id}", 404),
        ("/api/v1/products/abc", "/api/v1/products/{id}", 400),
        ("/api/v1/products/-1", "/api/v1/products/{id}", 400),
    ])
    func problems(uri: String, path: String, expected: Int) async throws {
        try await withRouter { client in
            let (status, json) = try await conformingResponse(client, uri, path: path)
            #expect(status == expected)
            let problem = try #require(json as? [String: Any])
            #expect(problem["status"] as? Int == expected)
            #expect((problem["detail"] as? String)?.isEmpty == false)
        }
    }

    @Test("Search text that looks like SQL or FTS syntax is just text", arguments: ["'; DROP TABLE products; --", "\" OR 1=1", "lamp*", "NEAR(a b)"])
    func hostileSearch(search: String) async throws {
        try await withRouter { client in
            let encoded = search.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let (status, _) = try await conformingResponse(client, "/api/v1/products?search=\(encoded)", path: "/api/v1/products")
            #expect(status == 200)
        }
    }

    @Test("Unknown API paths are problem+json 404s")
    func unknownPath() async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: "/api/v1/nowhere", method: .get)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "application/problem+json")
        }
    }

    @Test("Methods a path lacks are 405 with Allow where the path exists, 404 where it does not")
    func methods() async throws {
        try await withRouter { client in
            for (method, uri, allow) in [
                (HTTPRequest.Method.patch, "/api/v1/products", "GET, HEAD, POST"), (.patch, "/api/v1/products/1", "GET, HEAD, PUT, DELETE"),
                (.put, "/products", "GET, HEAD"), (.post, "/products", "GET, HEAD"), (.trace, "/health", "GET, HEAD"),
                (.post, "/api/v1/categories", "GET, HEAD"),
            ] {
                let response = try await client.execute(uri: uri, method: method)
                #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
                #expect(response.headers[.allow] == allow, "\(method) \(uri)")
            }
            #expect(try await client.execute(uri: "/nowhere", method: .post).status == .notFound)
        }
    }

    @Test("HEAD answers wherever GET does, with GET's status and headers and no body", arguments: [
        "/api/v1/products?search=lamp", "/api/v1/products/1", "/api/v1/products/99999", "/products", "/products/1", "/health",
    ])
    func head(uri: String) async throws {
        try await withRouter { client in
            let get = try await client.execute(uri: uri, method: .get)
            let head = try await client.execute(uri: uri, method: .head)
            #expect(head.status == get.status && head.headers[.contentType] == get.headers[.contentType])
            #expect(head.body.readableBytes == 0 && get.body.readableBytes > 0)
        }
    }

    @Test("However a query is spelt, the generated code decodes what the grammar read", arguments: [
        "/api/v1/products?search=lamp&&page=2&page-size=1",
        "/api/v1/products?&search=lamp&page=2&page-size=1&",
        "/api/v1/products?page-size=1&page=2&search=lamp",
        "/api/v1/products?search=l%61mp&page=2&page-size=1",
    ])
    func spellings(uri: String) async throws {
        try await withRouter { client in
            let spelt = try await client.execute(uri: uri, method: .get)
            let canonical = try await client.execute(uri: "/api/v1/products?search=lamp&page=2&page-size=1", method: .get)
            #expect(spelt.status == .ok && canonical.status == .ok)
            #expect(text(spelt) == text(canonical))
        }
    }

    @Test("Bad input is answered in the Domain's words, as the pages and the CLI answer it", arguments: [
        ("/api/v1/products?colour=red", "“colour” is not a parameter; use search, category, sort, page or page-size."),
        ("/api/v1/products?page=x", "“x” is not a page number; pages are whole numbers from 1."),
        ("/api/v1/products?sort=up", "“up” is not a sort order; use relevance, name, price-asc or price-desc."),
        ("/api/v1/products?page=0", "Page 0 does not exist: pages are numbered from 1 to 1000000."),
        ("/api/v1/products?search=%zz", "The query is not spelled right: a “%” begins an escape of two hexadecimal digits, and the text must be UTF-8."),
        ("/api/v1/products/abc", "“abc” is not an id; ids are whole numbers from 1."),
        ("/api/v1/products/-1", "“-1” is not an id; ids are whole numbers from 1."),
    ])
    func problemWords(uri: String, detail: String) async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .badRequest)
            #expect(response.headers[.contentType]?.hasPrefix("application/problem+json") == true)
            let problem = try JSONDecoder().decode(Components.Schemas.Problem.self, from: Data(text(response).utf8))
            #expect(problem == .invalidParameter(detail))
        }
    }

    @Test("The OpenAPI document is served as YAML, version 3.1, and describes every endpoint")
    func document() async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: "/openapi.yaml", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/yaml; charset=utf-8")
            let document = try OpenAPISchema(yaml: text(response)).document
            #expect(document["openapi"] as? String == "3.1.0")
            // A feature added with `scaffold feature` adds its own paths beside these.
            let paths = Set(((document["paths"] as? [String: Any]) ?? [:]).keys)
            #expect(paths.isSuperset(of: ["/api/v1/products", "/api/v1/products/{id}", "/api/v1/categories", "/health"]))
        }
    }

    @Test("Dates are read as RFC 3339 writes them, with or without fractions, in any offset, and written in UTC")
    func dates() throws {
        let transcoder = InternetDateTranscoder()
        let whole = try transcoder.decode("2026-01-02T03:04:05Z")
        #expect(try transcoder.decode("2026-01-02T14:45:05+11:41") == whole)
        #expect(try transcoder.decode("2026-01-02T03:04:05.25Z") == whole.addingTimeInterval(0.25))
        #expect(try transcoder.decode("2026-01-02T21:34:05+18:30") == whole, "past Foundation's ±18:00")
        #expect(try transcoder.decode("2026-01-01T20:04:05-07:00") == whole)
        #expect(try transcoder.decode("0451-07-19T03:04:53Z") < whole)
        #expect(try transcoder.encode(whole) == "2026-01-02T03:04:05Z")
        for text in ["2026-01-02", "2026-02-30T00:00:00Z", "2026-01-02T03:04:05", "2026-01-02T03:04:05.Z", "2026-01-02T24:00:00Z", "2026-01-02T03:04:05Zx"] {
            #expect(throws: (any Error).self, "\(text)") { try transcoder.decode(text) }
        }
    }

    @Test("An id the use case refuses is the client's mistake in the API (400), even where the grammar has not refused it first, as in every feature")
    func refusedID() async throws {
        // Called past the router, whose grammar refuses such an id before any operation runs.
        guard case .badRequest = try await UseCaseAPI(useCases: AppContainer.mock()).getProduct(.init(path: .init(id: 0))) else {
            Issue.record("a refused id is not answered 400")
            return
        }
    }
}
