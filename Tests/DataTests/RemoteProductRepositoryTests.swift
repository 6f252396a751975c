import APIContract
@testable import DataLayer
import Domain
import Foundation
import HTTPTypes
import TestSupport
import Testing

@Suite("Remote product repository over a scripted transport")
struct RemoteProductRepositoryTests {
    let base = URL(string: "http://127.0.0.1:9/shop")!

    @Test("A query becomes the API's URL, and the page comes back as Domain products")
    func search() async throws {
        let product = Components.Schemas.Product(
            id: 7, name: "Lamp", summary: "A lamp.", price: .init(minorUnits: 999, currency: "EUR"),
            category: .init(slug: "lighting", name: "Lighting"), stock: 3, version: 2
        )
        let page = Components.Schemas.ProductPage(products: [product], page: 2, pageSize: 5, totalCount: 6, pageCount: 2)
        let transport = ScriptedTransport(.response(status: 200, body: try body(page)))
        let repository = RemoteProductRepository(client: APIClient(baseURL: base, transport: transport))
        let result = try await repository.searchProducts(ProductQuery(text: "desk lamp", category: "lighting", sort: .priceHighToLow, page: PageRequest(page: 2, pageSize: 5)))
        #expect(await transport.requested == [
            "http://127.0.0.1:9/shop/api/v1/products?search=desk%20lamp&category=lighting&sort=price-desc&page=2&page-size=5",
        ])
        #expect(result == Page(items: [Product(
            id: ProductID(7), name: "Lamp", summary: "A lamp.", price: Money(minorUnits: 999, currency: .eur),
            category: Category(slug: "lighting", name: "Lighting"), stock: 3, version: 2
        )], page: 2, pageSize: 5, totalCount: 6))
    }

    @Test("A page of another size than the one asked for fails the search")
    func otherPage() async throws {
        let page = Components.Schemas.ProductPage(products: [], page: 1, pageSize: 0, totalCount: 6, pageCount: 0)
        let transport = ScriptedTransport(.response(status: 200, body: try body(page)))
        let repository = RemoteProductRepository(client: APIClient(baseURL: base, transport: transport))
        let error = await #expect(throws: AppError.self) { try await repository.searchProducts(ProductQuery()) }
        #expect("\(String(describing: error))".contains("page 1 of 0 answered"))
    }

    @Test("A delete names the version it read in If-Match as HTTP writes it, quoted, not percent-encoded")
    func ifMatchIsLiteral() async throws {
        let transport = ScriptedTransport(.response(status: 204, body: Data()))
        try await RemoteProductRepository(client: APIClient(baseURL: base, transport: transport)).delete(id: ProductID(5), expectedVersion: 3)
        let request = try #require(await transport.sent.first)
        #expect(request.method == .delete && request.headerFields[.ifMatch] == "\"3\"")
    }

    @Test("404 for a product is not found")
    func notFound() async throws {
        let problem = Components.Schemas.Problem.notFound("No product has the id 5.")
        let transport = ScriptedTransport(.response(status: 404, contentType: "application/problem+json", body: try body(problem)))
        await #expect(throws: AppError.notFound(kind: "product", id: 5)) {
            try await RemoteProductRepository(client: APIClient(baseURL: base, transport: transport)).product(id: ProductID(5))
        }
    }

    @Test("Unreachable, bad status and bad payload each say what happened", arguments: [
        (ScriptedTransport.Answer.failure(URLError(.cannotConnectToHost)), "cannot be reached"),
        (.failure(URLError(.timedOut)), "cannot be reached"),
        (.response(status: 503, contentType: "application/problem+json", body: Data(#"{"type":"/problems/unavailable","title":"t","status":503,"detail":"disk full"}"#.utf8)), "status 503: disk full"),
        (.response(status: 500, contentType: "text/plain", body: Data("oops".utf8)), "status 500"),
        (.response(status: 200, body: Data("<html>".utf8)), "is not what this app expects"),
        (.response(status: 200, contentType: "text/html", body: Data("<html>".utf8)), "is not what this app expects"),
        (.response(status: 200, body: Data(#"{"products":[{"id":1}],"page":1,"pageSize":1,"totalCount":1,"pageCount":1}"#.utf8)), "is not what this app expects"),
    ])
    func failures(answer: ScriptedTransport.Answer, message: String) async {
        let repository = RemoteProductRepository(client: APIClient(baseURL: base, transport: ScriptedTransport(answer)))
        let error = await #expect(throws: AppError.self) { try await repository.searchProducts(ProductQuery()) }
        guard case .storageUnavailable(let text) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return
        }
        #expect(text.contains(message), "\(text)")
        #expect(text.contains("http://127.0.0.1:9/shop/api/v1/products"))
    }

    @Test("A currency the app does not know is a bad payload, not a crash")
    func unknownCurrency() async throws {
        let product = Components.Schemas.Product(
            id: 1, name: "n", summary: "s", price: .init(minorUnits: 1, currency: "XXX"),
            category: .init(slug: "c", name: "C"), stock: 0, version: 1
        )
        let transport = ScriptedTransport(.response(status: 200, body: try body(product)))
        await #expect(throws: AppError.self) {
            try await RemoteProductRepository(client: APIClient(baseURL: base, transport: transport)).product(id: ProductID(1))
        }
    }
}

@Suite("The server's client end to end: a server down, silent or without end is the storage error, at once or at the timeout", .timeLimit(.minutes(1)))
struct RemoteTimeoutTests {
    @Test("Nothing listening is unreachable, in the words of the error that says so, not a timeout")
    func nothingListening() async throws {
        let nobody = try SilentServer(listening: false)
        let port = nobody.port
        let text = try await failure(of: APIClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!, timeout: .seconds(30)))
        #expect(text.hasPrefix("the server at http://127.0.0.1:\(port)/api/v1/categories cannot be reached ("), "\(text)")
        #expect(!text.contains("The operation could not be completed"), "\(text)")
    }

    @Test("A server that accepts and never answers is given up after the timeout, not waited on for ever")
    func silentServer() async throws {
        let silent = try SilentServer()
        let text = try await failure(of: APIClient(baseURL: URL(string: "http://127.0.0.1:\(silent.port)")!, timeout: .milliseconds(300)))
        #expect(text == "the server at http://127.0.0.1:\(silent.port)/api/v1/categories did not answer in full within 0.3 seconds")
    }

    @Test("An answer longer than the client reads is refused, naming the limit")
    func endlessAnswer() async throws {
        let server = try await HostileServer(answering: .endless)
        let text = try await failure(of: APIClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, maximumAnswerBytes: 1 << 20))
        #expect(text == "the server's answer to http://127.0.0.1:\(server.port)/api/v1/categories is longer than 1048576 bytes, more than this app reads")
    }

    /// What the categories' read from `client` failed with, which must be the storage error.
    private func failure(of client: APIClient) async throws -> String {
        let error = await #expect(throws: AppError.self) { try await RemoteCategoryRepository(client: client).categories() }
        guard case .storageUnavailable(let text) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return ""
        }
        return text
    }
}
