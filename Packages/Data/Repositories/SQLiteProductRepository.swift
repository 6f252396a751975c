import Domain

/// `ProductRepository` over a SQLite store. Every value reaches SQL as a bound
/// parameter; only fixed fragments chosen in this file are spliced into statements.
public struct SQLiteProductRepository: ProductRepository {
    let store: SQLiteStore
    /// Each filter's total, kept on the connection that counted it until the data changes.
    private let counts = KeptReads<CountKey, Int>()

    private struct CountKey: Hashable, Sendable {
        let connection: Int
        let match: String?
        let category: String?
    }

    public init(store: SQLiteStore) {
        self.store = store
    }

    public func searchProducts(_ query: ProductQuery) async throws(CatalogError) -> ProductPage {
        let text = query.trimmedText
        let match = FullTextQuery.matchExpression(for: text)
        if !text.isEmpty && match == nil {
            // Only punctuation was typed: nothing can match it.
            return ProductPage(products: [], page: query.page, pageSize: query.pageSize, totalCount: 0)
        }
        let plan = SearchPlan(match: match, category: query.category, sort: query.sort)
        do {
            let (total, rows) = try await store.read { connection in
                let rows = try await page(plan, of: query, on: connection)
                if let total = try await totalCount(of: plan, on: connection, after: rows, of: query) { return (total, rows) }
                // Another connection committed between the page and its count: both again,
                // from one snapshot. Rare, so the common read runs no BEGIN and COMMIT.
                return try await connection.transaction(.deferred) {
                    let rows = try await page(plan, of: query, on: connection)
                    return (try await count(plan, on: connection), rows)
                }
            }
            return ProductPage(
                products: try rows.map(Self.product(from:)),
                page: query.page,
                pageSize: query.pageSize,
                totalCount: total
            )
        } catch {
            throw CatalogError(storage: error, at: store.location)
        }
    }

    private func page(_ plan: SearchPlan, of query: ProductQuery, on connection: SQLiteConnection) async throws -> [SQLiteRow] {
        try await connection.query(plan.pageSQL, plan.filterBindings + [.integer(query.pageSize), .integer(query.offset)])
    }

    /// How many products `plan` matches, as the page just read on `connection` saw them;
    /// `nil` when the count would not tell that, another connection having committed
    /// between the page and the count.
    private func totalCount(
        of plan: SearchPlan, on connection: SQLiteConnection, after page: [SQLiteRow], of query: ProductQuery
    ) async throws -> Int? {
        // A page neither empty nor full is the last one: it tells the total by itself.
        if !page.isEmpty && page.count < query.pageSize { return query.offset + page.count }
        guard let version = connection.dataVersion else { return try await count(plan, on: connection) }
        let key = CountKey(connection: connection.serial, match: plan.match, category: plan.category)
        if let kept = counts.value(for: key, at: version) { return kept }
        let total = try await count(plan, on: connection)
        // The version moves when a statement's read sees a newer commit than the last one.
        guard connection.dataVersion == version else { return nil }
        counts.keep(total, for: key, at: version)
        return total
    }

    private func count(_ plan: SearchPlan, on connection: SQLiteConnection) async throws -> Int {
        try await connection.query(plan.countSQL, plan.filterBindings).first?.column("total")?.integer ?? 0
    }

    public func product(id: ProductID) async throws(CatalogError) -> Product {
        let rows: [SQLiteRow]
        do {
            rows = try await store.read { connection in
                try await connection.query(Self.selectByID, [.integer(Int(id.rawValue))])
            }
        } catch {
            throw CatalogError(storage: error, at: store.location)
        }
        guard let row = rows.first else { throw .productNotFound(id) }
        return try Self.product(from: row)
    }

    /// One product with its category, by id.
    static let selectByID = """
        SELECT \(ProductRecord.selectList)
        FROM products AS p JOIN categories AS c ON c.slug = p.category_slug
        WHERE p.id = ?
        """

    static func product(from row: SQLiteRow) throws(CatalogError) -> Product {
        guard let product = ProductRecord(row: row)?.toDomain() else {
            throw .storageUnavailable("a product row could not be read: \(row)")
        }
        return product
    }
}
