import Domain
import PostgresNIO

/// `ProductRepository` over a PostgreSQL store, which many server instances may share.
/// Search means what it means over SQLite: every word typed, as a prefix, stemmed.
public struct PostgresProductRepository: ProductRepository {
    let store: PostgresStore

    public init(store: PostgresStore) {
        self.store = store
    }

    public func searchProducts(_ query: ProductQuery) async throws(AppError) -> Page<Product> {
        let request = query.page
        let text = query.trimmedText
        let tsQuery = FullTextQuery.tsQuery(for: text)
        if !text.isEmpty && tsQuery == nil {
            // Only punctuation was typed: nothing can match it.
            return Page(items: [], request: request, totalCount: 0)
        }
        let plan = PostgresSearchPlan(tsQuery: tsQuery, category: query.category, sort: query.sort)
        let (total, records) = try await run {
            // The page and its total from one snapshot: a write between them cannot set them apart.
            let answers = try await store.read(inOneSnapshot: [plan.pageQuery(pageSize: request.pageSize, offset: request.offset), plan.countQuery])
            return (try answers[1].first?.decode(Int.self) ?? 0, try PostgresProductRow.records(answers[0]))
        }
        return Page(items: try records.map(Self.product(from:)), request: request, totalCount: total)
    }

    public func product(id: ProductID) async throws(AppError) -> Product {
        let records = try await run {
            try await PostgresProductRow.records(store.read(Self.selectByID(id.rawValue)))
        }
        guard let record = records.first else { throw .notFound(kind: "product", id: id.rawValue) }
        return try Self.product(from: record)
    }

    static func selectByID(_ id: Int64) -> PostgresQuery {
        """
        SELECT \(unescaped: PostgresProductRow.selectList)
        FROM products AS p JOIN categories AS c ON c.slug = p.category_slug
        WHERE p.id = \(id)
        """
    }

    static func product(from record: ProductRecord) throws(AppError) -> Product {
        guard let product = record.toDomain() else {
            throw .storageUnavailable("a product row could not be read: \(record)")
        }
        return product
    }

    /// Runs `body`'s statements; whatever fails is the catalog's storage error.
    func run<T: Sendable>(_ body: () async throws -> T) async throws(AppError) -> T {
        do {
            return try await body()
        } catch {
            throw AppError(storage: error, at: store.location)
        }
    }
}
