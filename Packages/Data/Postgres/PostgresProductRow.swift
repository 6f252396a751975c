import PostgresNIO

/// How a `products` row joined with its category's name is read from PostgreSQL.
enum PostgresProductRow {
    /// What a SELECT lists to read a record; the query must join `categories AS c`.
    static let selectList = """
        p.id, p.name, p.summary, p.price_minor, p.currency, p.category_slug, \
        c.name AS category_name, p.stock, p.version
        """

    /// The rows of a query that selected `selectList`.
    static func records(_ rows: [PostgresRow]) throws -> [ProductRecord] {
        try rows.map { row in
            let (id, name, summary, priceMinor, currency, categorySlug, categoryName, stock, version)
                = try row.decode((Int64, String, String, Int64, String, String, String, Int, Int).self)
            return ProductRecord(
                id: id, name: name, summary: summary, priceMinor: priceMinor, currency: currency,
                categorySlug: categorySlug, categoryName: categoryName, stock: stock, version: version
            )
        }
    }
}
