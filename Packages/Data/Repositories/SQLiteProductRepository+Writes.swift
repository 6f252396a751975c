import Domain

/// Writes are single statements, so each is atomic on its own: the version check and the
/// bump happen in the `UPDATE` itself, and the search index's triggers run inside the
/// same statement. A create or an update reads its product back on the writer before any
/// other write runs, so it answers with what it wrote, not with a later writer's values.
extension SQLiteProductRepository {
    public func create(_ draft: ProductDraft) async throws(AppError) -> Product {
        let rows = try await run(
            """
            INSERT INTO products (name, summary, price_minor, currency, category_slug, stock, version)
            VALUES (?, ?, ?, ?, ?, ?, 1) RETURNING id
            """,
            Self.values(of: draft),
            draft: draft,
            readingBack: true
        )
        guard let written = rows.product else { throw .storageUnavailable("the new product could not be read back") }
        return try Self.product(from: written)
    }

    public func update(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(AppError) -> Product {
        let rows = try await run(
            """
            UPDATE products
            SET name = ?, summary = ?, price_minor = ?, currency = ?, category_slug = ?, stock = ?, version = version + 1
            WHERE id = ? AND version = ? RETURNING id
            """,
            Self.values(of: draft) + [.integer(Int(id.rawValue)), .integer(expectedVersion)],
            draft: draft,
            readingBack: true
        )
        guard let written = rows.product else { throw await conflictOrMissing(id) }
        return try Self.product(from: written)
    }

    public func delete(id: ProductID, expectedVersion: Int) async throws(AppError) {
        let rows = try await run(
            "DELETE FROM products WHERE id = ? AND version = ? RETURNING id",
            [.integer(Int(id.rawValue)), .integer(expectedVersion)],
            draft: nil
        )
        guard !rows.rows.isEmpty else { throw await conflictOrMissing(id) }
    }

    private static func values(of draft: ProductDraft) -> [SQLiteData] {
        [
            .text(draft.name), .text(draft.summary), .integer(Int(draft.priceMinorUnits)),
            .text(draft.currencyCode), .text(draft.categorySlug), .integer(draft.stock),
        ]
    }

    /// Runs one statement; a value of the draft that a unique column holds already, or a
    /// category that is gone, is the draft's problem.
    /// With `readingBack`, the product whose `id` the statement returns is read on the
    /// same connection before any other write.
    private func run(
        _ sql: String, _ bindings: [SQLiteData], draft: ProductDraft?, readingBack: Bool = false
    ) async throws(AppError) -> (rows: [SQLiteRow], product: SQLiteRow?) {
        do {
            return try await store.write { connection in
                let rows = try await connection.query(sql, bindings)
                guard readingBack, let id = rows.first?.column("id")?.integer else { return (rows, nil) }
                return (rows, try await connection.query(Self.selectByID, [.integer(id)]).first)
            }
        } catch {
            guard let draft else { throw AppError(storage: error, at: store.location) }
            throw AppError(saving: "product", failure: error, at: store.location, unique: ProductSchema.uniqueColumns(of: draft), references: ProductSchema.referenceColumns(of: draft))
        }
    }

    /// Why a write that expected a version changed nothing: the product moved on, or is gone.
    private func conflictOrMissing(_ id: ProductID) async -> AppError {
        do {
            return .conflict(kind: "product", id: id.rawValue, currentVersion: try await product(id: id).version)
        } catch {
            return error
        }
    }
}
