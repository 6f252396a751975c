import APIContract
import Domain

/// `CategoryRepository` over the catalog's JSON API. The API answers every category in
/// one list (a catalog has few), so one category is found in it.
public struct RemoteCategoryRepository: CategoryRepository {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func categories() async throws(AppError) -> [CategorySummary] {
        let path = "/api/v1/categories"
        switch try await client.send(path, { try await $0.listCategories() }) {
        case .ok(let ok):
            let list = try client.read(path, ok.body.json)
            return list.categories.map { $0.toDomain() }
        case .badRequest(let answer):
            throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
        case .serviceUnavailable(let answer):
            throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _):
            throw client.failed(path, status: status)
        }
    }

    public func category(slug: String) async throws(AppError) -> Category? {
        try await categories().first { $0.category.slug == slug }?.category
    }
}
