import APIContract
import DataLayer
import Domain
import Foundation
import Testing

@Suite("Remote category repository over a scripted transport")
struct RemoteCategoryRepositoryTests {
    let base = URL(string: "http://127.0.0.1:9/shop")!

    @Test("The categories come from the API's path, as Domain summaries in the server's order")
    func categories() async throws {
        let list = Components.Schemas.CategoryList(categories: [
            .init(slug: "decor", name: "Decor", productCount: 75),
            .init(slug: "garden", name: "Garden", productCount: 0),
        ])
        let transport = ScriptedTransport(.response(status: 200, body: try body(list)))
        let summaries = try await RemoteCategoryRepository(client: APIClient(baseURL: base, transport: transport)).categories()
        #expect(await transport.requested == ["http://127.0.0.1:9/shop/api/v1/categories"])
        #expect(summaries == [
            CategorySummary(category: Category(slug: "decor", name: "Decor"), productCount: 75),
            CategorySummary(category: Category(slug: "garden", name: "Garden"), productCount: 0),
        ])
    }

    @Test("A server that is down is the catalog's storage error, naming the URL")
    func unreachable() async {
        let transport = ScriptedTransport(.failure(URLError(.cannotConnectToHost)))
        let repository = RemoteCategoryRepository(client: APIClient(baseURL: base, transport: transport))
        let error = await #expect(throws: AppError.self) { try await repository.categories() }
        guard case .storageUnavailable(let text) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return
        }
        #expect(text.contains("http://127.0.0.1:9/shop/api/v1/categories cannot be reached"))
    }
}
