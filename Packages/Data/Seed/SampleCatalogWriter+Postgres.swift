import Domain
import Logging
import PostgresNIO

extension SampleCatalogWriter {
    /// Writes the sample catalog into a PostgreSQL database that never held a product;
    /// what a `PostgresStore` takes as its seed. It runs in the store's migration
    /// transaction, so two instances that start together seed once.
    @Sendable public func writeIfNew(_ connection: PostgresConnection, logger: Logger) async throws {
        // A product ever saved moved the ids' sequence, as the seed's own last step does.
        let seeded = try await connection.query(
            """
            SELECT EXISTS (SELECT 1 FROM products)
                OR pg_sequence_last_value(pg_get_serial_sequence('products', 'id')::regclass) IS NOT NULL
            """,
            logger: logger
        ).decode(Bool.self).reduce(false) { $1 }
        guard !seeded else { return }
        for category in catalog.categories {
            try await connection.query(
                "INSERT INTO categories (slug, name) VALUES (\(category.slug), \(category.name)) ON CONFLICT DO NOTHING",
                logger: logger
            )
        }
        var start = 0
        while start < catalog.products.count {
            let batch = catalog.products[start..<min(start + rowsPerStatement, catalog.products.count)]
            var bindings = PostgresBindings()
            var rows: [String] = []
            for product in batch {
                let record = ProductRecord(product: product)
                let first = bindings.count + 1
                rows.append("(" + (first..<first + 8).map { "$\($0)" }.joined(separator: ", ") + ")")
                bindings.append(record.id)
                bindings.append(record.name)
                bindings.append(record.summary)
                bindings.append(record.priceMinor)
                bindings.append(record.currency)
                bindings.append(record.categorySlug)
                bindings.append(record.stock)
                bindings.append(record.version)
            }
            try await connection.query(
                PostgresQuery(unsafeSQL: "INSERT INTO products (\(ProductRecord.columnList)) VALUES \(rows.joined(separator: ", "))", binds: bindings),
                logger: logger
            )
            start += rowsPerStatement
        }
        // The seed chose its ids; new products continue after the last.
        try await connection.query(
            "SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))",
            logger: logger
        )
    }
}
