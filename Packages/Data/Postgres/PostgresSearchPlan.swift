import Domain
import PostgresNIO

/// The SQL for one search on PostgreSQL: which rows match, and in what order they come.
/// Only fixed fragments chosen here are spliced in; every value is a bound parameter.
struct PostgresSearchPlan {
    let tsQuery: String?
    let category: String?
    let sort: ProductSort

    private var conditions: [String] {
        var conditions: [String] = []
        var next = 1
        if tsQuery != nil {
            conditions.append("p.search @@ to_tsquery('catalog_search', $\(next))")
            next += 1
        }
        if category != nil { conditions.append("p.category_slug = $\(next)") }
        return conditions
    }

    private var whereClause: String {
        conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    }

    /// Ties are broken by id so that pages never overlap or skip a product.
    private var orderBy: String {
        switch sort {
        case .relevance where tsQuery != nil: "ORDER BY ts_rank(p.search, to_tsquery('catalog_search', $1)) DESC, p.id"
        case .relevance, .name: #"ORDER BY lower(p.name COLLATE "C"), p.id"#
        case .priceLowToHigh: "ORDER BY p.price_minor, p.id"
        case .priceHighToLow: "ORDER BY p.price_minor DESC, p.id"
        }
    }

    private var filterBindings: PostgresBindings {
        var bindings = PostgresBindings()
        if let tsQuery { bindings.append(tsQuery) }
        if let category { bindings.append(category) }
        return bindings
    }

    var countQuery: PostgresQuery {
        PostgresQuery(unsafeSQL: "SELECT count(*) FROM products AS p \(whereClause)", binds: filterBindings)
    }

    func pageQuery(pageSize: Int, offset: Int) -> PostgresQuery {
        var bindings = filterBindings
        let limit = bindings.count + 1
        bindings.append(pageSize)
        bindings.append(offset)
        return PostgresQuery(
            unsafeSQL: """
                SELECT \(PostgresProductRow.selectList)
                FROM products AS p JOIN categories AS c ON c.slug = p.category_slug
                \(whereClause) \(orderBy) LIMIT $\(limit) OFFSET $\(limit + 1)
                """,
            binds: bindings
        )
    }
}
