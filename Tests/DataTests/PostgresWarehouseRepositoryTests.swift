@testable import DataLayer
import Domain
import Foundation
import Mocks
import TestSupport
import Testing

@Suite("PostgreSQL warehouse repository, on a database of its own", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
struct PostgresWarehouseRepositoryTests {
    @Test("Warehouses read back as written; versions count up, and a stale one or an unknown id changes nothing")
    func writesAndReads() async throws {
        let server = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withMigratedStore(on: server) { store, url in
            try await check(PostgresWarehouseRepository(store: store), on: url)
        }
    }

    func check(_ repository: PostgresWarehouseRepository, on url: URL) async throws {
        let first = try await repository.create(WarehouseDraft(name: "Name 1"))
        let second = try await repository.create(WarehouseDraft(name: "Name 2"))
        #expect(first.version == 1 && WarehouseDraft(first) == WarehouseDraft(name: "Name 1"))
        #expect(try await repository.warehouses(WarehouseQuery(page: PageRequest())).items == [first, second])
        let updated = try await repository.update(id: first.id, expectedVersion: 1, with: WarehouseDraft(name: "Name 3"))
        #expect(updated.version == 2 && WarehouseDraft(updated) == WarehouseDraft(name: "Name 3"))
        await #expect(throws: AppError.conflict(kind: "warehouse", id: first.id.rawValue, currentVersion: 2)) {
            try await repository.update(id: first.id, expectedVersion: 1, with: WarehouseDraft(name: "Name 2"))
        }
        #expect(try await repository.warehouse(id: first.id) == updated)
        // The values no two warehouses may share, given to another: taken, and nothing is saved.
        let taken: [FieldProblem] = [
            FieldProblem("name", .taken("Name 3", within: nil)),
        ]
        if !taken.isEmpty {
            await expectTaken(taken) { () throws(AppError) in _ = try await repository.update(id: second.id, expectedVersion: 1, with: WarehouseDraft(updated)) }
            await expectTaken(taken) { () throws(AppError) in _ = try await repository.create(WarehouseDraft(updated)) }
            #expect(try await repository.warehouse(id: second.id) == second)
        }
        try await repository.delete(id: second.id, expectedVersion: 1)
        await #expect(throws: AppError.notFound(kind: "warehouse", id: second.id.rawValue)) {
            try await repository.delete(id: second.id, expectedVersion: 1)
        }
        #expect(try await repository.warehouses(WarehouseQuery(page: PageRequest())).items == [updated])
        // Refused as in use while a row of another table refers to it.
        try await PostgresTestServer.execute("CREATE TABLE referrers (warehouse_id BIGINT NOT NULL REFERENCES warehouses (id))", on: url)
        try await PostgresTestServer.execute("INSERT INTO referrers VALUES (\(updated.id.rawValue))", on: url)
        await #expect(throws: AppError.inUse(kind: "warehouse", id: updated.id.rawValue)) {
            try await repository.delete(id: updated.id, expectedVersion: updated.version)
        }
    }
}
