import Domain

/// The SQL for one search: which rows match, and in what order they come.
struct SearchPlan {
    let match: String?
    let category: String?
    let sort: ProductSort

    /// What the SQL depends on: whether there is text to match, whether a category, and
    /// the order. Each shape's statements are written once, not for every page.
    private struct Shape: Hashable, CaseIterable {
        let matches: Bool
        let hasCategory: Bool
        let sort: ProductSort

        static let allCases = [false, true].flatMap { matches in
            [false, true].flatMap { hasCategory in
                ProductSort.allCases.map { Shape(matches: matches, hasCategory: hasCategory, sort: $0) }
            }
        }

        var from: String {
            let join = "JOIN categories AS c ON c.slug = p.category_slug"
            guard matches else { return "FROM products AS p \(join)" }
            // CROSS JOIN keeps the full-text index as the outer loop: with a category too,
            // SQLite's planner may otherwise walk the category's products and run the whole
            // MATCH once for each of them (it does in 3.40, the SQLite of Debian 12).
            return "FROM products_search AS s CROSS JOIN products AS p ON p.id = s.rowid \(join)"
        }

        var whereClause: String {
            var conditions: [String] = []
            if matches { conditions.append("products_search MATCH ?") }
            if hasCategory { conditions.append("p.category_slug = ?") }
            return conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        }

        /// Ties are broken by id so that pages never overlap or skip a product.
        var orderBy: String {
            switch sort {
            case .relevance where matches: "ORDER BY bm25(products_search), p.id"
            case .relevance, .name: "ORDER BY p.name COLLATE NOCASE, p.id"
            case .priceLowToHigh: "ORDER BY p.price_minor, p.id"
            case .priceHighToLow: "ORDER BY p.price_minor DESC, p.id"
            }
        }

        var statements: Statements {
            Statements(
                count: "SELECT count(*) AS total \(from) \(whereClause)",
                page: "SELECT \(ProductRecord.selectList) \(from) \(whereClause) \(orderBy) LIMIT ? OFFSET ?"
            )
        }
    }

    private struct Statements {
        let count: String
        let page: String
    }

    private static let statements = Dictionary(uniqueKeysWithValues: Shape.allCases.map { ($0, $0.statements) })

    private var written: Statements {
        let shape = Shape(matches: match != nil, hasCategory: category != nil, sort: sort)
        return Self.statements[shape] ?? shape.statements
    }

    /// The values for the `?` in the statements' `WHERE`, in order.
    var filterBindings: [SQLiteData] {
        [match.map(SQLiteData.text), category.map(SQLiteData.text)].compactMap { $0 }
    }

    var countSQL: String {
        written.count
    }

    /// Takes the page size and the offset as its last two parameters.
    var pageSQL: String {
        written.page
    }
}
