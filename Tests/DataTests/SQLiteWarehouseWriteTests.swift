@testable import DataLayer
import Domain
import Mocks
import TestSupport
import Testing

@Suite("SQLite warehouse writes: versions checked in the statement")
struct SQLiteWarehouseWriteTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Runs `body` over a repository on a migrated store in the temporary folder.
    func withRepository(_ body: (SQLiteWarehouseRepository) async throws -> Void) async throws {
        let store = SQLiteStore(location: .file(path: directory.file("warehouses.sqlite")), migrations: SQLiteSchema.migrations)
        do {
            try await body(SQLiteWarehouseRepository(store: store))
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    @Test("A new warehouse reads back as saved, at version 1, each with its own id")
    func create() async throws {
        try await withRepository { repository in
            let first = try await repository.create(WarehouseDraft(name: "Name 1"))
            let second = try await repository.create(WarehouseDraft(name: "Name 2"))
            #expect(first.version == 1 && WarehouseDraft(first) == WarehouseDraft(name: "Name 1"))
            #expect(second.id != first.id)
            #expect(try await repository.warehouse(id: first.id) == first)
            #expect(try await repository.warehouses(WarehouseQuery(page: PageRequest())).items == [first, second])
        }
    }

    @Test("Text is saved as it was typed, quotes and SQL in it too: values are bound to statements, never written into them")
    func valuesAreBound() async throws {
        try await withRepository { repository in
            var draft = WarehouseDraft(name: "Name 1")
            Self.inject(&draft)
            let saved = try await repository.create(draft)
            #expect(WarehouseDraft(try await repository.warehouse(id: saved.id)) == draft)
            #expect(try await repository.warehouses(WarehouseQuery(page: PageRequest())).totalCount == 1)
        }
    }

    /// Text that ends a quoted SQL value and starts a statement of its own, in each of
    /// the draft's texts.
    static func inject(_ draft: inout WarehouseDraft) {
        draft.name = "O'Brien\"); DROP TABLE y; --"
    }

    @Test("An update over the version read saves and counts it up; a stale version changes nothing")
    func update() async throws {
        try await withRepository { repository in
            let created = try await repository.create(WarehouseDraft(name: "Name 1"))
            let updated = try await repository.update(id: created.id, expectedVersion: 1, with: WarehouseDraft(name: "Name 2"))
            #expect(updated.version == 2 && WarehouseDraft(updated) == WarehouseDraft(name: "Name 2"))
            await #expect(throws: AppError.conflict(kind: "warehouse", id: created.id.rawValue, currentVersion: 2)) {
                try await repository.update(id: created.id, expectedVersion: 1, with: WarehouseDraft(name: "Name 3"))
            }
            #expect(try await repository.warehouse(id: created.id) == updated)
        }
    }

    @Test("A delete over the version read removes it; a stale version or an unknown id does not")
    func delete() async throws {
        try await withRepository { repository in
            let created = try await repository.create(WarehouseDraft(name: "Name 1"))
            await #expect(throws: AppError.conflict(kind: "warehouse", id: created.id.rawValue, currentVersion: 1)) {
                try await repository.delete(id: created.id, expectedVersion: 2)
            }
            try await repository.delete(id: created.id, expectedVersion: 1)
            await #expect(throws: AppError.notFound(kind: "warehouse", id: created.id.rawValue)) { try await repository.warehouse(id: created.id) }
            // Its id is never given again: the next takes another, which a stale delete of it does not reach.
            let next = try await repository.create(WarehouseDraft(name: "Name 1"))
            #expect(next.id != created.id)
            await #expect(throws: AppError.notFound(kind: "warehouse", id: created.id.rawValue)) {
                try await repository.delete(id: created.id, expectedVersion: 1)
            }
            await #expect(throws: AppError.notFound(kind: "warehouse", id: 99)) {
                try await repository.update(id: 99, expectedVersion: 1, with: WarehouseDraft(name: "Name 1"))
            }
        }
    }

    /// What a second warehouse with the first's values is refused with.
    static let takenAgain: [FieldProblem] = [
        FieldProblem("name", .taken("Name 1", within: nil)),
    ]

    @Test(
        "The values no two warehouses may share, given again, are taken on create and on update, and nothing is saved",
        .enabled(if: !takenAgain.isEmpty, "warehouses may share every value")
    )
    func taken() async throws {
        try await withRepository { repository in
            let first = try await repository.create(WarehouseDraft(name: "Name 1"))
            let second = try await repository.create(WarehouseDraft(name: "Name 2"))
            await expectTaken(Self.takenAgain) { () throws(AppError) in _ = try await repository.create(WarehouseDraft(first)) }
            await expectTaken(Self.takenAgain) { () throws(AppError) in
                _ = try await repository.update(id: second.id, expectedVersion: 1, with: WarehouseDraft(first))
            }
            #expect(try await repository.warehouse(id: second.id) == second)
        }
    }


    @Test("A delete is refused as in use while a row of another table refers to it, and deletes once none does")
    func deleteInUse() async throws {
        try await withRepository { repository in
            let created = try await repository.create(WarehouseDraft(name: "Name 1"))
            _ = try await repository.store.write { connection in
                _ = try await connection.query("CREATE TABLE referrers (warehouse_id INTEGER NOT NULL REFERENCES warehouses (id))", [])
                return try await connection.query("INSERT INTO referrers VALUES (?)", [.integer(Int(created.id.rawValue))])
            }
            await #expect(throws: AppError.inUse(kind: "warehouse", id: created.id.rawValue)) {
                try await repository.delete(id: created.id, expectedVersion: 1)
            }
            _ = try await repository.store.write { connection in try await connection.query("DELETE FROM referrers", []) }
            try await repository.delete(id: created.id, expectedVersion: 1)
        }
    }
}
