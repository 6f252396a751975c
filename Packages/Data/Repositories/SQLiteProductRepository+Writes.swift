import Domain
import SQLiteNIO

/// Writes are single statements, so each is atomic on its own: the version check and the
/// bump happen in the `UPDATE` itself, and the search index's triggers run inside the
/// same statement. Nothing holds a transaction open on the shared connection.
extension SQLiteProductRepository: ProductWriteRepository {
    public func create(_ draft: ProductDraft) async throws(CatalogError) -> Product {
        let rows = try await run(
            """
            INSERT INTO products (name, summary, price_minor, currency, category_slug, stock, version)
            VALUES (?, ?, ?, ?, ?, ?, 1) RETURNING id
            """,
            Self.values(of: draft),
            draft: draft
        )
        guard let id = rows.first?.column("id")?.integer else {
            throw .storageUnavailable("the new product's id could not be read")
        }
        return try await product(id: ProductID(Int64(id)))
    }

    public func update(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(CatalogError) -> Product {
        let rows = try await run(
            """
            UPDATE products
            SET name = ?, summary = ?, price_minor = ?, currency = ?, category_slug = ?, stock = ?, version = version + 1
            WHERE id = ? AND version = ? RETURNING id
            """,
            Self.values(of: draft) + [.integer(Int(id.rawValue)), .integer(expectedVersion)],
            draft: draft
        )
        guard !rows.isEmpty else { throw await conflictOrMissing(id) }
        return try await product(id: id)
    }

    public func delete(id: ProductID, expectedVersion: Int) async throws(CatalogError) {
        let rows = try await run(
            "DELETE FROM products WHERE id = ? AND version = ? RETURNING id",
            [.integer(Int(id.rawValue)), .integer(expectedVersion)],
            draft: nil
        )
        guard !rows.isEmpty else { throw await conflictOrMissing(id) }
    }

    public func isNameTaken(_ name: String, inCategory categorySlug: String, except id: ProductID?) async throws(CatalogError) -> Bool {
        let rows = try await run(
            "SELECT EXISTS (SELECT 1 FROM products WHERE category_slug = ? AND name = ? COLLATE NOCASE AND id IS NOT ?) AS taken",
            [.text(categorySlug), .text(name), id.map { .integer(Int($0.rawValue)) } ?? .null],
            draft: nil
        )
        return rows.first?.column("taken")?.bool ?? false
    }

    private static func values(of draft: ProductDraft) -> [SQLiteData] {
        [
            .text(draft.name), .text(draft.summary), .integer(Int(draft.priceMinorUnits)),
            .text(draft.currencyCode), .text(draft.categorySlug), .integer(draft.stock),
        ]
    }

    /// Runs one statement; a broken constraint is the draft's problem, named by field.
    private func run(_ sql: String, _ bindings: [SQLiteData], draft: ProductDraft?) async throws(CatalogError) -> [SQLiteRow] {
        do {
            return try await store.connection().query(sql, bindings)
        } catch let error as SQLiteError where draft != nil {
            guard let draft, let problem = Self.problem(for: error, draft: draft) else {
                throw CatalogError(storage: error, at: store.location)
            }
            throw .invalidProduct([problem])
        } catch {
            throw CatalogError(storage: error, at: store.location)
        }
    }

    private static func problem(for error: SQLiteError, draft: ProductDraft) -> FieldProblem? {
        switch error.reason {
        case .constraintUniqueFailed:
            FieldProblem(.name, .nameTaken(name: draft.name, category: draft.categorySlug))
        case .constraintForeignKeyFailed:
            FieldProblem(.category, .unknownCategory(draft.categorySlug))
        default:
            nil
        }
    }

    /// Why a write that expected a version changed nothing: the product moved on, or is gone.
    private func conflictOrMissing(_ id: ProductID) async -> CatalogError {
        do {
            return .versionConflict(current: try await product(id: id))
        } catch {
            return error
        }
    }
}
