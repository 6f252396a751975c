import Domain

/// Writes are single statements, so each is atomic on its own: the version check and the
/// bump happen in the `UPDATE` itself, and `RETURNING` answers with the row as this
/// statement left it, not as a later writer did.
extension SQLiteWarehouseRepository {
    public func create(_ draft: WarehouseDraft) async throws(AppError) -> Warehouse {
        let values = Self.values(of: draft)
        let rows = try await write("""
            INSERT INTO warehouses (name, version)
            VALUES (\(Array(repeating: "?", count: values.count).joined(separator: ", ")), 1)
            RETURNING \(Self.columns)
            """, values, saving: draft)
        guard let row = rows.first else { throw .storageUnavailable("the new warehouse could not be read back") }
        return try Self.warehouse(from: row)
    }

    public func update(id: WarehouseID, expectedVersion: Int, with draft: WarehouseDraft) async throws(AppError) -> Warehouse {
        let rows = try await write("""
            UPDATE warehouses SET
                name = ?,
                version = version + 1
            WHERE id = ? AND version = ?
            RETURNING \(Self.columns)
            """, Self.values(of: draft) + [.integer(Int(id.rawValue)), .integer(expectedVersion)], saving: draft)
        guard let row = rows.first else { throw await conflictOrMissing(id) }
        return try Self.warehouse(from: row)
    }

    /// Refused as in use while rows of another table refer to it.
    public func delete(id: WarehouseID, expectedVersion: Int) async throws(AppError) {
        let rows: [SQLiteRow]
        do {
            rows = try await store.write { connection in
                try await connection.query("DELETE FROM warehouses WHERE id = ? AND version = ? RETURNING id", [.integer(Int(id.rawValue)), .integer(expectedVersion)])
            }
        } catch {
            throw AppError(deleting: "warehouse", id: id.rawValue, failure: error, at: store.location)
        }
        guard !rows.isEmpty else { throw await conflictOrMissing(id) }
    }

    private static func values(of draft: WarehouseDraft) -> [SQLiteData] {
        [.text(draft.name)]
    }

    /// Runs a statement that saves `draft`; a value of it that a unique column holds already is its problem.
    private func write(_ sql: String, _ bindings: [SQLiteData], saving draft: WarehouseDraft) async throws(AppError) -> [SQLiteRow] {
        do {
            return try await store.write { connection in try await connection.query(sql, bindings) }
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
