import Domain
import Mocks
import Testing

@Suite("Mock warehouse repository")
struct MockWarehouseRepositoryTests {
    @Test("It answers with its warehouses by id, and nothing for an unknown id")
    func answers() async throws {
        let repository = MockWarehouseRepository()
        #expect(try await repository.warehouses(WarehouseQuery(page: PageRequest())).items.map(\.id) == [1, 2, 3])
        #expect(try await repository.warehouses(WarehouseQuery(page: PageRequest(page: 2, pageSize: 2))).items.map(\.id) == [3])
        #expect(try await repository.warehouse(id: 3) == WarehouseFixtures.all[2])
        await #expect(throws: AppError.notFound(kind: "warehouse", id: 4)) { try await repository.warehouse(id: 4) }
    }

    @Test("Its fixtures differ in every field, so that a test can tell them apart")
    func fixturesDiffer() {
        let all = WarehouseFixtures.all
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(Set(all.map(\.name)).count == all.count)
    }

    @Test("It fails as configured and counts every request")
    func failure() async {
        let repository = MockWarehouseRepository(behavior: MockBehavior(failure: .storageUnavailable("down")))
        await #expect(throws: AppError.storageUnavailable("down")) { try await repository.warehouses(WarehouseQuery(page: PageRequest())) }
        await #expect(throws: AppError.storageUnavailable("down")) { try await repository.warehouse(id: 1) }
        #expect(await repository.requestCount == 2)
    }

    @Test("Its writes check versions as a store does")
    func writes() async throws {
        let repository = MockWarehouseRepository()
        let created = try await repository.create(WarehouseDraft(name: "New name 1"))
        #expect(created.id == 4 && created.version == 1)
        #expect(try await repository.update(id: 4, expectedVersion: 1, with: WarehouseDraft(name: "New name 2")).version == 2)
        await #expect(throws: AppError.conflict(kind: "warehouse", id: 4, currentVersion: 2)) {
            try await repository.delete(id: 4, expectedVersion: 1)
        }
        try await repository.delete(id: 4, expectedVersion: 2)
        await #expect(throws: AppError.notFound(kind: "warehouse", id: 4)) { try await repository.delete(id: 4, expectedVersion: 2) }
    }
}
