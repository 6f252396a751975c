import DataLayer
import Domain
import Hummingbird

/// What a request asks for, read as a handler without layers reads it.
enum FlatQuery {
    static func read(_ request: Request) -> ProductQuery {
        let parameters = request.uri.queryParameters
        var query = ProductQuery()
        if let text = parameters["search"] { query.text = String(text) }
        if let category = parameters["category"] { query.category = String(category) }
        if let sort = parameters["sort"].flatMap({ ProductSort(rawValue: String($0)) }) { query.sort = sort }
        if let page = parameters["page"].flatMap({ Int($0) }) { query.page.page = page }
        if let size = parameters["page-size"].flatMap({ Int($0) }) { query.page.pageSize = size }
        return query
    }

    /// The product the path's id names, or `nil` when there is none.
    static func product(_ context: some RequestContext, in products: SQLiteProductRepository) async throws -> Product? {
        guard let id = context.parameters.get("id").flatMap({ ProductID(parsing: $0) }) else { return nil }
        do {
            return try await products.product(id: id)
        } catch {
            guard case .notFound = error else { throw error }
            return nil
        }
    }
}
