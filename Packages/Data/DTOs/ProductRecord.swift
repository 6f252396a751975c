/// A `products` row joined with its category's name, as SQLite stores it.
struct ProductRecord: Equatable, Sendable {
    var id: Int64
    var name: String
    var summary: String
    var priceMinor: Int64
    var currency: String
    var categorySlug: String
    var categoryName: String
    var stock: Int
    var version: Int

    /// The writable columns, in the order of `bindings`.
    static let columnList = "id, name, summary, price_minor, currency, category_slug, stock, version"

    /// What a SELECT lists to read a record; the query must join `categories AS c`.
    static let selectList = """
        p.id, p.name, p.summary, p.price_minor, p.currency, p.category_slug, \
        c.name AS category_name, p.stock, p.version
        """

    var bindings: [SQLiteData] {
        [
            .integer(Int(id)), .text(name), .text(summary), .integer(Int(priceMinor)),
            .text(currency), .text(categorySlug), .integer(stock), .integer(version),
        ]
    }

    /// Reads a row selected with `selectList`; `nil` if a column is missing or mistyped.
    init?(row: SQLiteRow) {
        guard
            let id = row.column("id")?.integer,
            let name = row.column("name")?.string,
            let summary = row.column("summary")?.string,
            let priceMinor = row.column("price_minor")?.integer,
            let currency = row.column("currency")?.string,
            let categorySlug = row.column("category_slug")?.string,
            let categoryName = row.column("category_name")?.string,
            let stock = row.column("stock")?.integer,
            let version = row.column("version")?.integer
        else { return nil }
        self.init(
            id: Int64(id), name: name, summary: summary, priceMinor: Int64(priceMinor),
            currency: currency, categorySlug: categorySlug, categoryName: categoryName,
            stock: stock, version: version
        )
    }

    init(
        id: Int64, name: String, summary: String, priceMinor: Int64, currency: String,
        categorySlug: String, categoryName: String, stock: Int, version: Int
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.priceMinor = priceMinor
        self.currency = currency
        self.categorySlug = categorySlug
        self.categoryName = categoryName
        self.stock = stock
        self.version = version
    }
}
