import Domain

/// `ProductRepository` over a SQLite store. Every value reaches SQL as a bound
/// parameter; only fixed fragments chosen in this file are spliced into statements.
public struct SQLiteProductRepository: ProductRepository {
    let store: SQLiteStore

    public init(store: SQLiteStore) {
        self.store = store
    }

    public func searchProducts(_ query: ProductQuery) async throws(AppError) -> Page<Product> {
        let request = query.page
        let text = query.trimmedText
        let match = FullTextQuery.matchExpression(for: text)
        if !text.isEmpty && match == nil {
            // Only punctuation was typed: nothing can match it.
            return Page(items: [], request: request, totalCount: 0)
        }
        let plan = SearchPlan(match: match, category: query.category, sort: query.sort)
        do {
            // The page and its total from the same data; a total is asked for again on
            // every page of a search, so the store keeps it until the data changes.
            let (total, rows) = try await store.readConsistently { connection in
                let rows = try await connection.query(plan.pageSQL, plan.filterBindings + [.integer(request.pageSize), .integer(request.offset)])
                let counted = try await connection.query(plan.countSQL, plan.filterBindings, keptUntilChange: true)
                return (counted.first?.column("total")?.integer ?? 0, rows)
            }
            return Page(items: try rows.map(Self.product(from:)), request: request, totalCount: total)
        } catch {
            throw AppError(storage: error, at: store.location)
        }
    }

    public func product(id: ProductID) async throws(AppError) -> Product {
        let rows: [SQLiteRow]
        do {
            rows = try await store.read { connection in
                try await connection.query(Self.selectByID, [.integer(Int(id.rawValue))])
            }
        } catch {
            throw AppError(storage: error, at: store.location)
        }
        guard let row = rows.first else { throw .notFound(kind: "product", id: id.rawValue) }
        return try Self.product(from: row)
    }

    /// One product with its category, by id.
    static let selectByID = """
        SELECT \(ProductRecord.selectList)
        FROM products AS p JOIN categories AS c ON c.slug = p.category_slug
        WHERE p.id = ?
        """

    static func product(from row: SQLiteRow) throws(AppError) -> Product {
        guard let product = ProductRecord(row: row)?.toDomain() else {
            throw .storageUnavailable("a product row could not be read: \(row)")
        }
        return product
    }
}
