import Domain
import Testing

@Suite("Warehouse use cases")
struct WarehousesUseCaseTests {
    struct Repository: WarehouseRepository {
        let stored: [Warehouse]
        var failure: AppError?

        func warehouses(_ query: WarehouseQuery) async throws(AppError) -> Page<Warehouse> {
            if let failure { throw failure }
            let request = query.page
            return Page(items: Array(stored.dropFirst(request.offset).prefix(request.pageSize)), request: request, totalCount: stored.count)
        }

        func warehouse(id: WarehouseID) async throws(AppError) -> Warehouse {
            if let failure { throw failure }
            guard let found = stored.first(where: { $0.id == id }) else { throw .notFound(kind: "warehouse", id: id.rawValue) }
            return found
        }

        // Reads only: the writes have their own suite.
        func create(_ draft: WarehouseDraft) async throws(AppError) -> Warehouse { throw .notAllowed("reads only") }
        func update(id: WarehouseID, expectedVersion: Int, with draft: WarehouseDraft) async throws(AppError) -> Warehouse { throw .notAllowed("reads only") }
        func delete(id: WarehouseID, expectedVersion: Int) async throws(AppError) { throw .notAllowed("reads only") }
    }

    static let stored = [
        Warehouse(id: 1, name: "Name 1"),
        Warehouse(id: 2, name: "Name 2"),
        Warehouse(id: 3, name: "Name 3"),
    ]

    @Test("Listing gives a page of warehouses in the repository's order, and how many there are")
    func list() async throws {
        let useCase = DefaultListWarehousesUseCase(repository: Repository(stored: Self.stored))
        #expect(try await useCase.execute(WarehouseQuery(page: PageRequest())).items == Self.stored)
        let second = try await useCase.execute(WarehouseQuery(page: PageRequest(page: 2, pageSize: 2)))
        #expect(second.items == [Self.stored[2]] && second.totalCount == 3 && second.pageCount == 2)
    }

    @Test("A page out of bounds is refused before the repository is asked")
    func bounds() async {
        let useCase = DefaultListWarehousesUseCase(repository: Repository(stored: [], failure: .storageUnavailable("asked")))
        await #expect(throws: AppError.invalidQuery(.pageOutOfRange(0))) { try await useCase.execute(WarehouseQuery(page: PageRequest(page: 0))) }
        await #expect(throws: AppError.invalidQuery(.pageSizeOutOfRange(101, maximum: 100))) {
            try await useCase.execute(WarehouseQuery(page: PageRequest(pageSize: 101)))
        }
    }

    @Test("Reading by id gives that warehouse, not found for an unknown id, and refuses one no item can have")
    func get() async throws {
        let useCase = DefaultGetWarehouseUseCase(repository: Repository(stored: Self.stored))
        #expect(try await useCase.execute(id: 2) == Self.stored[1])
        await #expect(throws: AppError.notFound(kind: "warehouse", id: 99)) { try await useCase.execute(id: 99) }
        await #expect(throws: AppError.invalidQuery(.malformedID("0"))) { try await useCase.execute(id: 0) }
    }

    @Test("The store's failure reaches the caller unchanged")
    func failure() async {
        let repository = Repository(stored: Self.stored, failure: .storageUnavailable("down"))
        await #expect(throws: AppError.storageUnavailable("down")) { try await DefaultListWarehousesUseCase(repository: repository).execute(WarehouseQuery(page: PageRequest())) }
        await #expect(throws: AppError.storageUnavailable("down")) { try await DefaultGetWarehouseUseCase(repository: repository).execute(id: 1) }
    }
}
