/// Adds a warehouse.
public protocol CreateWarehouseUseCase: Sendable {
    func execute(_ draft: WarehouseDraft) async throws(AppError) -> Warehouse
}

/// Checks every rule, answering with every problem at once, then saves.
public struct DefaultCreateWarehouseUseCase: CreateWarehouseUseCase {
    private let repository: any WarehouseRepository

    public init(
        repository: any WarehouseRepository,
    ) {
        self.repository = repository
    }

    public func execute(_ draft: WarehouseDraft) async throws(AppError) -> Warehouse {
        let draft = draft.normalized
        try await WarehouseRules.require(
            draft,
        )
        return try await repository.create(draft)
    }
}
