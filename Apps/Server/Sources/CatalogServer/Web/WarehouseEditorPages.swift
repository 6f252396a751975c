import Composition
import Hummingbird
import Presentation

/// The pages that change warehouses, for a signed-in browser (`EditorPages`): a new one at
/// `/warehouses/new`, and each one's edit and delete pages.
extension WarehouseRoute: EditingPages {
    static func registerEditing(on router: some RouterMethods<AppRequestContext>, screens: ScreenFactory) {
        EditorPages(
            segment: segment, kind: "warehouse", kinds: "warehouses",
            editor: { screens.warehouseEditor(id: $0) },
            list: .warehouseList(WarehouseSelection()),
            detail: { .warehouseDetail(id: $0) }
        ).register(on: router)
    }
}
