/// Reads one warehouse by id.
public protocol GetWarehouseUseCase: Sendable {
    /// The warehouse, or `notFound` when no warehouse has this id.
    func execute(id: WarehouseID) async throws(AppError) -> Warehouse
}

/// Asks the repository.
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
