/// Where warehouses come from and are saved. Data implements it (SQLite, PostgreSQL, HTTP); Mocks doubles it.
public protocol WarehouseRepository: Sendable {
    /// One page of the warehouses the query's filters keep, oldest first (by id), and
    /// how many they keep in all. The page's bounds have been checked.
    func warehouses(_ query: WarehouseQuery) async throws(AppError) -> Page<Warehouse>
    /// The warehouse with this id, or `notFound`.
    func warehouse(id: WarehouseID) async throws(AppError) -> Warehouse
    /// Saves a new warehouse at version 1. The draft has been checked.
    func create(_ draft: WarehouseDraft) async throws(AppError) -> Warehouse
    /// Replaces the warehouse's values if it is still at `expectedVersion`, and counts
    /// the version up; else `conflict` with the version it is at, or `notFound`.
    func update(id: WarehouseID, expectedVersion: Int, with draft: WarehouseDraft) async throws(AppError) -> Warehouse
    /// Deletes the warehouse if it is still at `expectedVersion`; else as `update`.
    func delete(id: WarehouseID, expectedVersion: Int) async throws(AppError)
}
