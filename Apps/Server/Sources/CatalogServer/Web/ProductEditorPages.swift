import Composition
import Hummingbird
import Presentation

/// The pages that change products, for a signed-in browser (`EditorPages`): a new one at
/// `/products/new`, and each one's edit and delete pages.
extension ProductRoute: EditingPages {
    static func registerEditing(on router: some RouterMethods<AppRequestContext>, screens: ScreenFactory) {
        EditorPages(
            segment: segment, kind: "product", kinds: "products",
            editor: { screens.productEditor(id: $0) },
            list: .productList(ProductSelection()),
            detail: { .productDetail(id: $0) }
        ).register(on: router)
    }
}
