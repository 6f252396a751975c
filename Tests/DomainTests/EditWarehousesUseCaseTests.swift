import Domain
import Mocks
import Testing

@Suite("Warehouse editing: the rules, and saving over versions")
struct EditWarehousesUseCaseTests {
    /// A store that records every draft it saves, and checks versions as a store does.
    actor Store: WarehouseRepository {
        private(set) var saved: [WarehouseDraft] = []
        private var stored = Warehouse(id: 1, name: "Name 1")

        func warehouses(_ query: WarehouseQuery) -> Page<Warehouse> { Page(items: [stored], request: query.page, totalCount: 1) }

        func warehouse(id: WarehouseID) throws(AppError) -> Warehouse {
            guard id == stored.id else { throw .notFound(kind: "warehouse", id: id.rawValue) }
            return stored
        }

        func create(_ draft: WarehouseDraft) -> Warehouse {
            saved.append(draft)
            return Warehouse(id: 2, name: draft.name)
        }

        func update(id: WarehouseID, expectedVersion: Int, with draft: WarehouseDraft) throws(AppError) -> Warehouse {
            guard id == stored.id else { throw .notFound(kind: "warehouse", id: id.rawValue) }
            guard expectedVersion == stored.version else {
                throw .conflict(kind: "warehouse", id: id.rawValue, currentVersion: stored.version)
            }
            saved.append(draft)
            stored = Warehouse(id: id, name: draft.name, version: expectedVersion + 1)
            return stored
        }

        func delete(id: WarehouseID, expectedVersion: Int) throws(AppError) {
            throw .notAllowed("not in these tests")
        }
    }

    /// The use cases over `store`, each feature a warehouse refers to holding its fixtures.
    func create(over store: Store) -> DefaultCreateWarehouseUseCase {
        DefaultCreateWarehouseUseCase(
            repository: store,
        )
    }

    func update(over store: Store) -> DefaultUpdateWarehouseUseCase {
        DefaultUpdateWarehouseUseCase(
            repository: store,
        )
    }

    @Test("A draft that keeps the rules is saved, its texts without the white space around them, an optional one left blank as none")
    func create() async throws {
        let store = Store()
        let padded = WarehouseDraft(name: "  Name 2\n")
        let created = try await create(over: store).execute(padded)
        #expect(await store.saved == [WarehouseDraft(name: "Name 2")])
        #expect(created.version == 1 && WarehouseDraft(created) == WarehouseDraft(name: "Name 2"))
    }

    @Test("A draft that breaks the rules is refused with every problem at once, and nothing is saved")
    func refused() async {
        let store = Store()
        let broken = WarehouseDraft(name: "")
        let problems = WarehouseRules.problems(with: broken)
        #expect(problems.map(\.field) == ["name"])
        // A feature whose fields all take any value has nothing to refuse.
        guard !problems.isEmpty else { return }
        await #expect(throws: AppError.invalid(kind: "warehouse", problems: problems)) {
            try await create(over: store).execute(broken)
        }
        #expect(await store.saved.isEmpty)
    }


    @Test("A text longer than the limit is refused, naming its length")
    func tooLong() {
        let valid = WarehouseDraft(name: "Name 1")
        #expect(WarehouseRules.problems(with: valid).isEmpty)
        #expect(WarehouseRules.problems(with: valid.with { $0.name = String(repeating: "x", count: 201) }) == [FieldProblem("name", .text(.tooLong(length: 201, maximum: 200)))])
        #expect(WarehouseRules.problems(with: valid.with { $0.name = String(repeating: "x", count: 201) }).map(\.description) == ["name has 201 characters; use at most 200"])
    }

    @Test("An update saves over the version it was given, counting it up; over an older one it is a conflict")
    func update() async throws {
        let store = Store()
        let useCase = update(over: store)
        let updated = try await useCase.execute(id: 1, expectedVersion: 1, with: WarehouseDraft(name: "Name 3"))
        #expect(updated.version == 2 && WarehouseDraft(updated) == WarehouseDraft(name: "Name 3"))
        await #expect(throws: AppError.conflict(kind: "warehouse", id: 1, currentVersion: 2)) {
            try await useCase.execute(id: 1, expectedVersion: 1, with: WarehouseDraft(name: "Name 2"))
        }
        let broken = WarehouseDraft(name: "")
        if !WarehouseRules.problems(with: broken).isEmpty {
            await #expect(throws: AppError.self) { try await useCase.execute(id: 1, expectedVersion: 2, with: broken) }
        }
        #expect(await store.saved == [WarehouseDraft(name: "Name 3")])
    }
}

private extension WarehouseDraft {
    /// The draft with `change` made: a draft that differs from a valid one in one field.
    func with(_ change: (inout Self) -> Void) -> Self {
        var draft = self
        change(&draft)
        return draft
    }
}
