import Domain

/// The SQL for one search: which rows match, and in what order they come. The store keeps
/// each statement it has prepared, by its text, so writing the text again for every page
/// costs a string, not a parse.
struct SearchPlan {
    let match: String?
    let category: String?
    let sort: ProductSort

    private var from: String {
        let join = "JOIN categories AS c ON c.slug = p.category_slug"
        guard match != nil else { return "FROM products AS p \(join)" }
        // CROSS JOIN keeps the full-text index as the outer loop: with a category too,
        // SQLite's planner may otherwise walk the category's products and run the whole
        // MATCH once for each of them (it does in 3.40, the SQLite of Debian 12).
        return "FROM products_search AS s CROSS JOIN products AS p ON p.id = s.rowid \(join)"
    }

    private var whereClause: String {
        var conditions: [String] = []
        if match != nil { conditions.append("products_search MATCH ?") }
        if category != nil { conditions.append("p.category_slug = ?") }
        return conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    }

    /// Ties are broken by id so that pages never overlap or skip a product.
    private var orderBy: String {
        switch sort {
        case .relevance where match != nil: "ORDER BY bm25(products_search), p.id"
        case .relevance, .name: "ORDER BY p.name COLLATE NOCASE, p.id"
        case .priceLowToHigh: "ORDER BY p.price_minor, p.id"
        case .priceHighToLow: "ORDER BY p.price_minor DESC, p.id"
        }
    }

    /// The values for the `?` in the statements' `WHERE`, in order.
    var filterBindings: [SQLiteData] {
        [match.map(SQLiteData.text), category.map(SQLiteData.text)].compactMap { $0 }
    }

    var countSQL: String {
        "SELECT count(*) AS total \(from) \(whereClause)"
    }

    /// Takes the page size and the offset as its last two parameters.
    var pageSQL: String {
        "SELECT \(ProductRecord.selectList) \(from) \(whereClause) \(orderBy) LIMIT ? OFFSET ?"
    }
}
