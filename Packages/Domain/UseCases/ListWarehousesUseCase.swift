/// Lists warehouses a page at a time, narrowed by the query's filters.
public protocol ListWarehousesUseCase: Sendable {
    func execute(_ query: WarehouseQuery) async throws(AppError) -> Page<Warehouse>
}

/// Checks the page's bounds, so that no repository sees a page 0 or a page of a
/// million, then asks the repository; the order is the repository's promise (by id).
public struct DefaultListWarehousesUseCase: ListWarehousesUseCase {
    private let repository: any WarehouseRepository

    public init(repository: any WarehouseRepository) {
        self.repository = repository
    }

    public func execute(_ query: WarehouseQuery) async throws(AppError) -> Page<Warehouse> {
        if let problem = query.problem { throw .invalidQuery(problem) }
        return try await repository.warehouses(query)
    }
}
