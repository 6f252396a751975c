import Composition
import Hummingbird
import Presentation

/// The pages that change purchase orders, for a signed-in browser (`EditorPages`): a new one at
/// `/purchase-orders/new`, and each one's edit and delete pages.
extension PurchaseOrderRoute: EditingPages {
    static func registerEditing(on router: some RouterMethods<AppRequestContext>, screens: ScreenFactory) {
        EditorPages(
            segment: segment, kind: "purchase order", kinds: "purchase orders",
            editor: { screens.purchaseOrderEditor(id: $0) },
            list: .purchaseOrderList(PurchaseOrderSelection()),
            detail: { .purchaseOrderDetail(id: $0) }
        ).register(on: router)
    }
}
