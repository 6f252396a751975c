import Domain

/// The warehouse use cases, over the container's repositories.
extension AppContainer {
    public var listWarehouses: any ListWarehousesUseCase { DefaultListWarehousesUseCase(repository: repositories.warehouses) }
    public var getWarehouse: any GetWarehouseUseCase { DefaultGetWarehouseUseCase(repository: repositories.warehouses) }
    public var createWarehouse: any CreateWarehouseUseCase {
        DefaultCreateWarehouseUseCase(
            repository: repositories.warehouses,
        )
    }
    public var updateWarehouse: any UpdateWarehouseUseCase {
        DefaultUpdateWarehouseUseCase(
            repository: repositories.warehouses,
        )
    }
    public var deleteWarehouse: any DeleteWarehouseUseCase { DefaultDeleteWarehouseUseCase(repository: repositories.warehouses) }
}
