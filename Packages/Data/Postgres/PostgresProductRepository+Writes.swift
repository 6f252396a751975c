import Domain
import PostgresNIO

/// Writes are single statements, so each is atomic on its own, whichever instance makes
/// it: the version check and the bump happen in the `UPDATE` itself, and a create or an
/// update answers with the row its own statement wrote (a `RETURNING` joined with the
/// category), not with what a later writer left.
extension PostgresProductRepository {
    public func create(_ draft: ProductDraft) async throws(AppError) -> Product {
        let records = try await write(draft: draft) {
            try await PostgresProductRow.records(store.write("""
                WITH p AS (
                    INSERT INTO products (name, summary, price_minor, currency, category_slug, stock, version)
                    VALUES (\(draft.name), \(draft.summary), \(draft.priceMinorUnits), \(draft.currencyCode),
                            \(draft.categorySlug), \(draft.stock), 1)
                    RETURNING *
                )
                SELECT \(unescaped: PostgresProductRow.selectList) FROM p JOIN categories AS c ON c.slug = p.category_slug
                """))
        }
        guard let record = records.first else { throw .storageUnavailable("the new product could not be read back") }
        return try Self.product(from: record)
    }

    public func update(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(AppError) -> Product {
        let records = try await write(draft: draft) {
            try await PostgresProductRow.records(store.write("""
                WITH p AS (
                    UPDATE products
                    SET name = \(draft.name), summary = \(draft.summary), price_minor = \(draft.priceMinorUnits),
                        currency = \(draft.currencyCode), category_slug = \(draft.categorySlug), stock = \(draft.stock),
                        version = version + 1
                    WHERE id = \(id.rawValue) AND version = \(expectedVersion)
                    RETURNING *
                )
                SELECT \(unescaped: PostgresProductRow.selectList) FROM p JOIN categories AS c ON c.slug = p.category_slug
                """))
        }
        guard let record = records.first else { throw await conflictOrMissing(id) }
        return try Self.product(from: record)
    }

    public func delete(id: ProductID, expectedVersion: Int) async throws(AppError) {
        let deleted = try await write(draft: nil) {
            try await store.write("DELETE FROM products WHERE id = \(id.rawValue) AND version = \(expectedVersion) RETURNING id").count
        }
        guard deleted > 0 else { throw await conflictOrMissing(id) }
    }

    /// Runs one write; a value of the draft that a unique column holds already, or a
    /// category that is gone, is the draft's problem.
    private func write<T: Sendable>(draft: ProductDraft?, _ body: () async throws -> T) async throws(AppError) -> T {
        do {
            return try await body()
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
