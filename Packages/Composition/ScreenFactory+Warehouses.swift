import Presentation

extension ScreenFactory {
    public func warehouseList(_ selection: WarehouseSelection = WarehouseSelection()) -> WarehouseListViewModel {
        WarehouseListViewModel(
            listWarehouses: container.listWarehouses,
            selection: selection,
        )
    }

    public func warehouseDetail(id: Int64) -> WarehouseDetailViewModel {
        WarehouseDetailViewModel(
            getWarehouse: container.getWarehouse,
            warehouseID: id,
        )
    }

    /// An editor for warehouse `id`, or for a new one when it is `nil`.
    public func warehouseEditor(id: Int64?) -> WarehouseEditorViewModel {
        let useCases = WarehouseEditorViewModel.UseCases(
            get: container.getWarehouse,
            create: container.createWarehouse,
            update: container.updateWarehouse,
            delete: container.deleteWarehouse,
        )
        return WarehouseEditorViewModel(useCases: useCases, warehouseID: id)
    }
}

extension WarehouseRoute: ScreenRoute {
    func screen(from screens: ScreenFactory) -> any Screen {
        switch self {
        case .list(let selection): screens.warehouseList(selection)
        case .detail(let id): screens.warehouseDetail(id: id)
        }
    }
}
