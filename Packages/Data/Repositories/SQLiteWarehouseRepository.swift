import Domain

/// `WarehouseRepository` over a SQLite store, one row per warehouse in `warehouses`.
public struct SQLiteWarehouseRepository: WarehouseRepository {
    let store: SQLiteStore
    /// What every query of a warehouse reads; `warehouse(from:)` takes the row by name.
    static let columns = "id, name, version"

    public init(store: SQLiteStore) {
        self.store = store
    }

    public func warehouses(_ query: WarehouseQuery) async throws(AppError) -> Page<Warehouse> {
        let request = query.page
        let filter = ListFilter([
        ])
        let (total, rows): (Int, [SQLiteRow])
        do {
            // The page and its total from the same data; the store keeps the total
            // until the data changes, since every page of the list asks for it.
            (total, rows) = try await store.readConsistently { connection in
                let rows = try await connection.query(
                    "SELECT \(Self.columns) FROM warehouses\(filter.sqlite) ORDER BY id LIMIT ? OFFSET ?",
                    filter.sqliteValues + [.integer(request.pageSize), .integer(request.offset)]
                )
                let counted = try await connection.query("SELECT count(*) AS total FROM warehouses\(filter.sqlite)", filter.sqliteValues, keptUntilChange: true)
                return (counted.first?.column("total")?.integer ?? 0, rows)
            }
        } catch {
            throw AppError(storage: error, at: store.location)
        }
        return Page(items: try rows.map(Self.warehouse(from:)), request: request, totalCount: total)
    }

    public func warehouse(id: WarehouseID) async throws(AppError) -> Warehouse {
        let found = try await select("SELECT \(Self.columns) FROM warehouses WHERE id = ?", [.integer(Int(id.rawValue))])
        guard let warehouse = found.first else { throw .notFound(kind: "warehouse", id: id.rawValue) }
        return warehouse
    }

    private func select(_ sql: String, _ bindings: [SQLiteData]) async throws(AppError) -> [Warehouse] {
        let rows: [SQLiteRow]
        do {
            rows = try await store.read { connection in try await connection.query(sql, bindings) }
        } catch {
            throw AppError(storage: error, at: store.location)
        }
        return try rows.map(Self.warehouse(from:))
    }

    static func warehouse(from row: SQLiteRow) throws(AppError) -> Warehouse {
        guard
            let id = row.column("id")?.integer,
            let name = row.column("name")?.string,
            let version = row.column("version")?.integer
        else { throw .storageUnavailable("a warehouse row could not be read: \(row)") }
        return Warehouse(id: WarehouseID(Int64(id)), name: name, version: version)
    }
}
