/// Removes a warehouse, if nobody has changed it since the editor read it.
public protocol DeleteWarehouseUseCase: Sendable {
    func execute(id: WarehouseID, expectedVersion: Int) async throws(AppError)
}

public struct DefaultDeleteWarehouseUseCase: DeleteWarehouseUseCase {
    private let repository: any WarehouseRepository

    public init(repository: any WarehouseRepository) {
        self.repository = repository
    }

    public func execute(id: WarehouseID, expectedVersion: Int) async throws(AppError) {
        guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
        try await repository.delete(id: id, expectedVersion: expectedVersion)
    }
}
