import Presentation

// The warehouse pages, `/warehouses` and `/warehouses/ID`, drawn from the same view data as every app
// (`RecordPages`).
extension WarehouseListViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        await load()
        try content.throwingFailure()
        let html = RecordPages.list(content, title: WarehouseRoute.title, kind: "warehouse", of: WarehouseRoute.self)
        return HTMLPage(html: html, partial: content.viewData?.isPartial ?? false)
    }
}

extension WarehouseDetailViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        await load()
        let warehouse = try content.loaded(at: context.path)
        let html = RecordPages.detail(warehouse, list: .warehouseList(WarehouseSelection()), kinds: "warehouses", of: WarehouseRoute.self)
        return HTMLPage(html: html, partial: warehouse.isPartial)
    }
}
