import Domain
import PostgresNIO

/// `WarehouseRepository` over a PostgreSQL store, one row per warehouse in `warehouses`.
public struct PostgresWarehouseRepository: WarehouseRepository {
    let store: PostgresStore
    /// What every query of a warehouse reads, by name.
    static let columns = "id, name, version"

    public init(store: PostgresStore) {
        self.store = store
    }

    public func warehouses(_ query: WarehouseQuery) async throws(AppError) -> Page<Warehouse> {
        let request = query.page
        let filter = ListFilter([
        ])
        do {
            // The page and its total from one snapshot: a write between them cannot set them apart.
            let answers = try await store.read(inOneSnapshot: [
                filter.postgres("SELECT \(Self.columns) FROM warehouses{filter} ORDER BY id LIMIT \(request.pageSize) OFFSET \(request.offset)"),
                filter.postgres("SELECT count(*) FROM warehouses{filter}"),
            ])
            return Page(items: try decoded(answers[0]), request: request, totalCount: try answers[1].first?.decode(Int.self) ?? 0)
        } catch {
            throw AppError(storage: error, at: store.location)
        }
    }

    public func warehouse(id: WarehouseID) async throws(AppError) -> Warehouse {
        guard let warehouse = try await select("SELECT \(unescaped: Self.columns) FROM warehouses WHERE id = \(id.rawValue)").first else {
            throw .notFound(kind: "warehouse", id: id.rawValue)
        }
        return warehouse
    }

    func select(_ query: PostgresQuery) async throws(AppError) -> [Warehouse] {
        do {
            return try decoded(try await store.read(query))
        } catch {
            throw AppError(storage: error, at: store.location)
        }
    }

    /// The warehouses `rows` hold, or why one cannot be read.
    func decoded(_ rows: [PostgresRow]) throws -> [Warehouse] {
        var warehouses: [Warehouse] = []
        for row in rows {
            let column = row.makeRandomAccess()
            warehouses.append(Warehouse(
                id: WarehouseID(try column["id"].decode(Int64.self)),
                name: try column["name"].decode(String.self),
                version: try column["version"].decode(Int.self)
            ))
        }
        return warehouses
    }
}
