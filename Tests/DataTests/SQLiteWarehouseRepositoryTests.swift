@testable import DataLayer
import Domain
import Foundation
import Mocks
import TestSupport
import Testing

@Suite("SQLite warehouse repository")
struct SQLiteWarehouseRepositoryTests {
    static let stored = [
        Warehouse(id: 1, name: "Name 1"),
        Warehouse(id: 2, name: "Name 2"),
        Warehouse(id: 3, name: "Name 3"),
    ]

    /// `count` warehouses with ids 1 to `count`, each with the first's fields: enough to page through.
    static func many(_ count: Int) -> [Warehouse] {
        (1...count).map { id in
            Warehouse(id: WarehouseID(Int64(id)), name: "Name \(id)")
        }
    }

    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A migrated store in the temporary folder, holding `items`.
    func filledStore(_ items: [Warehouse] = Self.stored) async throws -> SQLiteStore {
        let store = SQLiteStore(location: .file(path: directory.file("warehouses.sqlite")), migrations: SQLiteSchema.migrations)
        let connection = try await store.connection()
        for warehouse in items.reversed() {
            let values: [SQLiteData] = [.integer(Int(warehouse.id.rawValue)), .text(warehouse.name)]
            _ = try await connection.query(
                "INSERT INTO warehouses (id, name) VALUES (\(Array(repeating: "?", count: values.count).joined(separator: ", ")))",
                values
            )
        }
        return store
    }

    @Test("Every warehouse reads back as stored, by id")
    func list() async throws {
        let store = try await filledStore()
        let listed = try await SQLiteWarehouseRepository(store: store).warehouses(WarehouseQuery(page: PageRequest()))
        await store.close()
        #expect(listed.items == Self.stored && listed.totalCount == 3)
    }


    @Test("Pages partition the warehouses by id, each with the total")
    func pages() async throws {
        let store = try await filledStore(Self.many(250))
        let repository = SQLiteWarehouseRepository(store: store)
        let third = try await repository.warehouses(WarehouseQuery(page: PageRequest(page: 3, pageSize: 100)))
        let beyond = try await repository.warehouses(WarehouseQuery(page: PageRequest(page: 4, pageSize: 100)))
        await store.close()
        #expect(third.items.map(\.id.rawValue) == Array(201...250) && third.totalCount == 250 && third.pageCount == 3)
        #expect(beyond.items.isEmpty && beyond.totalCount == 250)
    }

    @Test("One warehouse reads back by its id, and an unknown id is not found")
    func byID() async throws {
        let store = try await filledStore()
        let repository = SQLiteWarehouseRepository(store: store)
        #expect(try await repository.warehouse(id: 2) == Self.stored[1])
        await #expect(throws: AppError.notFound(kind: "warehouse", id: 99)) { try await repository.warehouse(id: 99) }
        await store.close()
    }

    @Test("A store that cannot be opened is the storage error, not a crash")
    func unavailable() async throws {
        // A file where the database's folder should be: nothing can be created there.
        _ = FileManager.default.createFile(atPath: directory.file("blocker"), contents: Data())
        let store = SQLiteStore(location: .file(path: directory.file("blocker/warehouses.sqlite")), migrations: SQLiteSchema.migrations)
        await #expect(throws: AppError.self) { try await SQLiteWarehouseRepository(store: store).warehouses(WarehouseQuery(page: PageRequest())) }
        await store.close()
    }
}

