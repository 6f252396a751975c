import Domain

/// An in-memory `WarehouseRepository` over fixed warehouses, as slow or as broken as asked.
public actor MockWarehouseRepository: WarehouseRepository {
    public private(set) var warehouses: [Warehouse]
    public var behavior: MockBehavior<AppError>
    /// How many times the repository was asked.
    public private(set) var requestCount = 0

    public init(warehouses: [Warehouse] = WarehouseFixtures.all, behavior: MockBehavior<AppError> = MockBehavior()) {
        self.warehouses = warehouses.sorted { $0.id < $1.id }
        self.behavior = behavior
    }

    public func setBehavior(_ behavior: MockBehavior<AppError>) {
        self.behavior = behavior
    }

    public func warehouses(_ query: WarehouseQuery) async throws(AppError) -> Page<Warehouse> {
        requestCount += 1
        try await behavior.perform()
        let kept = warehouses.filter { warehouse in
            let filters: [Bool?] = [
            ]
            return filters.allSatisfy { $0 != false }
        }
        let request = query.page
        let start = min(request.offset, kept.count)
        let end = min(start + request.pageSize, kept.count)
        return Page(items: Array(kept[start..<end]), request: request, totalCount: kept.count)
    }

    public func warehouse(id: WarehouseID) async throws(AppError) -> Warehouse {
        requestCount += 1
        try await behavior.perform()
        guard let warehouse = warehouses.first(where: { $0.id == id }) else { throw .notFound(kind: "warehouse", id: id.rawValue) }
        return warehouse
    }

    public func create(_ draft: WarehouseDraft) async throws(AppError) -> Warehouse {
        requestCount += 1
        try await behavior.perform()
        try requireUnique(draft, except: nil)
        let warehouse = Warehouse(id: WarehouseID((warehouses.map(\.id.rawValue).max() ?? 0) + 1), name: draft.name)
        warehouses.append(warehouse)
        return warehouse
    }

    public func update(id: WarehouseID, expectedVersion: Int, with draft: WarehouseDraft) async throws(AppError) -> Warehouse {
        requestCount += 1
        try await behavior.perform()
        let index = try current(id, at: expectedVersion)
        try requireUnique(draft, except: id)
        let warehouse = Warehouse(id: id, name: draft.name, version: expectedVersion + 1)
        warehouses[index] = warehouse
        return warehouse
    }

    public func delete(id: WarehouseID, expectedVersion: Int) async throws(AppError) {
        requestCount += 1
        try await behavior.perform()
        warehouses.remove(at: try current(id, at: expectedVersion))
    }

    /// Where a warehouse at `version` is, or why it is not there.
    private func current(_ id: WarehouseID, at version: Int) throws(AppError) -> Int {
        guard let index = warehouses.firstIndex(where: { $0.id == id }) else { throw .notFound(kind: "warehouse", id: id.rawValue) }
        guard warehouses[index].version == version else {
            throw .conflict(kind: "warehouse", id: id.rawValue, currentVersion: warehouses[index].version)
        }
        return index
    }

    /// Throws `invalid` when a value of `draft` that no two warehouses share is
    /// another's already, as a store's unique index refuses it.
    private func requireUnique(_ draft: WarehouseDraft, except id: WarehouseID?) throws(AppError) {
        let taken: [FieldProblem?] = [
            warehouses.contains { $0.id != id && $0.name == draft.name } ? FieldProblem("name", .taken(draft.name, within: nil)) : nil,
        ]
        let problems = taken.compactMap(\.self)
        guard problems.isEmpty else { throw .invalid(kind: "warehouse", problems: problems) }
    }
}
