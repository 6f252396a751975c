/// Changes a warehouse, if nobody else has since the editor read it.
public protocol UpdateWarehouseUseCase: Sendable {
    func execute(id: WarehouseID, expectedVersion: Int, with draft: WarehouseDraft) async throws(AppError) -> Warehouse
}

/// Checks every rule, then saves only over the version the editor saw: a stale version
/// is a `conflict`, never a silent overwrite.
public struct DefaultUpdateWarehouseUseCase: UpdateWarehouseUseCase {
    private let repository: any WarehouseRepository

    public init(
        repository: any WarehouseRepository,
    ) {
        self.repository = repository
    }

    public func execute(id: WarehouseID, expectedVersion: Int, with draft: WarehouseDraft) async throws(AppError) -> Warehouse {
        guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
        let draft = draft.normalized
        try await WarehouseRules.require(
            draft,
        )
        return try await repository.update(id: id, expectedVersion: expectedVersion, with: draft)
    }
}
