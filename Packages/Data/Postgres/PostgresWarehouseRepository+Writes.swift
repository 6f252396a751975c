import Domain
import PostgresNIO

/// Writes are single statements, so each is atomic on its own, whichever instance makes
/// it: the version check and the bump happen in the `UPDATE` itself, and `RETURNING`
/// answers with the row as this statement left it. Values are always bound.
extension PostgresWarehouseRepository {
    public func create(_ draft: WarehouseDraft) async throws(AppError) -> Warehouse {
        let written = try await save("""
            INSERT INTO warehouses (name, version)
            VALUES (\(draft.name), 1)
            RETURNING \(unescaped: Self.columns)
            """, draft)
        guard let warehouse = written.first else { throw .storageUnavailable("the new warehouse could not be read back") }
        return warehouse
    }

    public func update(id: WarehouseID, expectedVersion: Int, with draft: WarehouseDraft) async throws(AppError) -> Warehouse {
        let written = try await save("""
            UPDATE warehouses SET
                name = \(draft.name),
                version = version + 1
            WHERE id = \(id.rawValue) AND version = \(expectedVersion)
            RETURNING \(unescaped: Self.columns)
            """, draft)
        guard let warehouse = written.first else { throw await conflictOrMissing(id) }
        return warehouse
    }

    /// Refused as in use while rows of another table refer to it.
    public func delete(id: WarehouseID, expectedVersion: Int) async throws(AppError) {
        let deleted: Int
        do {
            deleted = try await store.write("DELETE FROM warehouses WHERE id = \(id.rawValue) AND version = \(expectedVersion) RETURNING id").count
        } catch {
            throw AppError(deleting: "warehouse", id: id.rawValue, failure: error, at: store.location)
        }
        guard deleted > 0 else { throw await conflictOrMissing(id) }
    }

    /// Runs a statement that saves `draft`; a value of it that a unique column holds already is its problem.
    private func save(_ query: PostgresQuery, _ draft: WarehouseDraft) async throws(AppError) -> [Warehouse] {
        do {
            return try decoded(try await store.write(query))
        } catch {
            throw AppError(saving: "warehouse", failure: error, at: store.location, unique: WarehouseSchema.uniqueColumns(of: draft), references: WarehouseSchema.referenceColumns(of: draft))
        }
    }

    /// Why a write that expected a version changed nothing: the warehouse moved on, or is gone.
    private func conflictOrMissing(_ id: WarehouseID) async -> AppError {
        do {
            return .conflict(kind: "warehouse", id: id.rawValue, currentVersion: try await warehouse(id: id).version)
        } catch {
            return error
        }
    }
}
