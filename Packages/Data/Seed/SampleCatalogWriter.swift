import Domain

/// Writes a sample catalog into a database that never held a product, in one transaction,
/// and leaves its full-text index merged into one segment. A catalog whose products were
/// all deleted is left empty: a fork clears the sample once, and it stays cleared.
/// Its `writeIfNew` is what a `SQLiteStore` takes as its seed.
public struct SampleCatalogWriter: Sendable {
    let catalog: SampleCatalog

    public init(catalog: SampleCatalog = .standard) {
        self.catalog = catalog
    }

    /// Rows per INSERT: well under SQLite's bound-parameter limit.
    let rowsPerStatement = 100

    @Sendable public func writeIfNew(_ connection: SQLiteConnection) async throws {
        try await connection.transaction {
            // A product ever saved left its id in `sqlite_sequence` (the table is AUTOINCREMENT).
            let existing = try await connection.query(
                """
                SELECT EXISTS (SELECT 1 FROM products)
                    OR EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'products' AND seq > 0) AS seeded
                """
            )
            guard existing.first?.column("seeded")?.bool != true else { return }
            for category in catalog.categories {
                _ = try await connection.query(
                    "INSERT OR IGNORE INTO categories (slug, name) VALUES (?, ?)",
                    [.text(category.slug), .text(category.name)]
                )
            }
            var start = 0
            while start < catalog.products.count {
                let batch = catalog.products[start..<min(start + rowsPerStatement, catalog.products.count)]
                let placeholders = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?)", count: batch.count)
                    .joined(separator: ", ")
                _ = try await connection.query(
                    "INSERT INTO products (\(ProductRecord.columnList)) VALUES \(placeholders)",
                    batch.flatMap { ProductRecord(product: $0).bindings }
                )
                start += rowsPerStatement
            }
            // Each INSERT left a segment of its own in the full-text index, and every search
            // reads all of them: merged into one, a search costs about half as much.
            _ = try await connection.query("INSERT INTO products_search (products_search) VALUES ('optimize')")
        }
    }
}
