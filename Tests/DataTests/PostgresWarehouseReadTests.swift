@testable import DataLayer
import Domain
import Mocks
import PostgresNIO
import TestSupport
import Testing

/// The reads every feature has, on PostgreSQL: its rows are written by SQL here, so that a
/// feature without writes is held to them as well as one with.
@Suite("PostgreSQL warehouse repository's reads, on a database of its own", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
struct PostgresWarehouseReadTests {
    @Test("Every warehouse reads back as stored, by id and through the list's filters; an unknown id is not found")
    func reads() async throws {
        let server = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withMigratedStore(on: server) { store, _ in
            let repository = PostgresWarehouseRepository(store: store)
            let stored = SQLiteWarehouseRepositoryTests.stored
            for warehouse in stored {
                _ = try await store.write("""
                    INSERT INTO warehouses (id, name)
                    VALUES (\(warehouse.id.rawValue), \(warehouse.name))
                    """)
            }
            let listed = try await repository.warehouses(WarehouseQuery(page: PageRequest()))
            #expect(listed.items == stored && listed.totalCount == 3)
            #expect(try await repository.warehouse(id: 2) == stored[1])
            await #expect(throws: AppError.notFound(kind: "warehouse", id: 99)) { try await repository.warehouse(id: 99) }
        }
    }
}
