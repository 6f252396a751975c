import APIContract
@testable import DataLayer
import Domain
import Foundation
import Testing

@Suite("Remote product repository over a scripted transport")
struct RemoteProductRepositoryTests {
    let base = URL(string: "http://127.0.0.1:9/shop")!

    @Test("A query becomes the API's URL, and the page comes back as Domain products")
    func search() async throws {
        let product = ProductDTO(
            id: 7, name: "Lamp", summary: "A lamp.", price: PriceDTO(minorUnits: 999, currency: "EUR"),
            category: CategoryDTO(slug: "lighting", name: "Lighting"), stock: 3, version: 2
        )
        let page = ProductPageDTO(products: [product], page: 2, pageSize: 5, totalCount: 6, pageCount: 2)
        let transport = ScriptedTransport(.success(HTTPResponse(status: 200, body: try body(page))))
        let repository = RemoteProductRepository(client: CatalogServerClient(baseURL: base, transport: transport, timeout: .seconds(3)))
        let result = try await repository.searchProducts(ProductQuery(text: "desk lamp", category: "lighting", sort: .priceHighToLow, page: 2, pageSize: 5))
        #expect(await transport.requested.map(\.absoluteString) == [
            "http://127.0.0.1:9/shop/api/v1/products?search=desk%20lamp&category=lighting&sort=price-desc&page=2&page-size=5",
        ])
        #expect(await transport.timeouts == [.seconds(3)])
        #expect(result == ProductPage(products: [Product(
            id: ProductID(7), name: "Lamp", summary: "A lamp.", price: Money(minorUnits: 999, currency: .eur),
            category: Category(slug: "lighting", name: "Lighting"), stock: 3, version: 2
        )], page: 2, pageSize: 5, totalCount: 6))
    }

    @Test("404 for a product is not found")
    func notFound() async throws {
        let problem = ProblemDTO.notFound("No product has the id 5.")
        let transport = ScriptedTransport(.success(HTTPResponse(status: 404, body: try body(problem))))
        await #expect(throws: CatalogError.productNotFound(ProductID(5))) {
            try await RemoteProductRepository(client: CatalogServerClient(baseURL: base, transport: transport)).product(id: ProductID(5))
        }
    }

    @Test("Unreachable, bad status and bad payload each say what happened", arguments: [
        (Result<HTTPResponse, URLError>.failure(URLError(.cannotConnectToHost)), "cannot be reached"),
        (.failure(URLError(.timedOut)), "cannot be reached"),
        (.success(HTTPResponse(status: 503, body: Data(#"{"type":"/problems/unavailable","title":"t","status":503,"detail":"disk full"}"#.utf8))), "status 503: disk full"),
        (.success(HTTPResponse(status: 500, body: Data("oops".utf8))), "status 500"),
        (.success(HTTPResponse(status: 200, body: Data("<html>".utf8))), "is not what this app expects"),
        (.success(HTTPResponse(status: 200, body: Data(#"{"products":[{"id":1}],"page":1,"pageSize":1,"totalCount":1,"pageCount":1}"#.utf8))), "is not what this app expects"),
    ])
    func failures(answer: Result<HTTPResponse, URLError>, message: String) async {
        let repository = RemoteProductRepository(client: CatalogServerClient(baseURL: base, transport: ScriptedTransport(answer)))
        let error = await #expect(throws: CatalogError.self) { try await repository.searchProducts(ProductQuery()) }
        guard case .storageUnavailable(let text) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return
        }
        #expect(text.contains(message), "\(text)")
        #expect(text.contains("http://127.0.0.1:9/shop/api/v1/products"))
    }

    @Test("A currency the app does not know is a bad payload, not a crash")
    func unknownCurrency() async throws {
        let product = ProductDTO(
            id: 1, name: "n", summary: "s", price: PriceDTO(minorUnits: 1, currency: "XXX"),
            category: CategoryDTO(slug: "c", name: "C"), stock: 0, version: 1
        )
        let transport = ScriptedTransport(.success(HTTPResponse(status: 200, body: try body(product))))
        await #expect(throws: CatalogError.self) {
            try await RemoteProductRepository(client: CatalogServerClient(baseURL: base, transport: transport)).product(id: ProductID(1))
        }
    }
}
