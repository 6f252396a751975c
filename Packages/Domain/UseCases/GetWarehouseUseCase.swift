/// Reads one warehouse by id.
public protocol GetWarehouseUseCase: Sendable {
    /// The warehouse, or `notFound` when no warehouse has this id.
    func execute(id: WarehouseID) async throws(AppError) -> Warehouse
}

/// Refuses an id that cannot name one before asking the repository, as every reader of ids does.
public struct DefaultGetWarehouseUseCase: GetWarehouseUseCase {
    private let repository: any WarehouseRepository

    public init(repository: any WarehouseRepository) {
        self.repository = repository
    }

    public func execute(id: WarehouseID) async throws(AppError) -> Warehouse {
        guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
        return try await repository.warehouse(id: id)
    }
}
