import Domain
import Mocks
@testable import Presentation

/// Two products with round numbers, so that expected view data can be written out.
enum Sample {
    static let lamp = Product(
        id: ProductID(7), name: "Brass Desk Lamp", summary: "A lamp.",
        price: Money(minorUnits: 5_999, currency: .usd), category: ProductFixtures.lighting, stock: 12
    )
    static let sofa = Product(
        id: ProductID(9), name: "Velvet Sofa", summary: "A sofa.",
        price: Money(minorUnits: 129_000, currency: .usd), category: Category(slug: "furniture", name: "Furniture"), stock: 0
    )

    static let lampRow = ProductRowViewData(
        id: 7, name: "Brass Desk Lamp", price: "$59.99", stock: "12 in stock",
        isAvailable: true, categoryName: "Lighting", route: .productDetail(id: 7),
        categoryRoute: .productList(ProductSelection(category: "lighting"))
    )
    static let sofaRow = ProductRowViewData(
        id: 9, name: "Velvet Sofa", price: "$1,290.00", stock: "Sold out",
        isAvailable: false, categoryName: "Furniture", route: .productDetail(id: 9),
        categoryRoute: .productList(ProductSelection(category: "furniture"))
    )

    /// Page `number` of 3, two products a page, six in all.
    static func page(_ number: Int) -> Page<Product> {
        Page(items: [lamp, sofa], page: number, pageSize: 2, totalCount: 6)
    }

    /// Page `number` of 3 as the list shows it; its neighbours' routes are `selection`'s
    /// at their pages.
    static func pageViewData(_ number: Int, title: String = "All products", selection: ProductSelection = ProductSelection(page: PageSelection(pageSize: 2))) -> ProductListViewData {
        func route(_ page: Int) -> Route {
            var neighbour = selection
            neighbour.page.page = page
            return .productList(neighbour)
        }
        return ProductListViewData(
            title: title, rows: [lampRow, sofaRow],
            paging: PagingViewData(
                pageNumber: number, pageCount: 3, pageLabel: "Page \(number) of 3", totalCount: 6,
                previous: number > 1 ? route(number - 1) : nil, next: number < 3 ? route(number + 1) : nil
            ),
            totalLabel: "6 products"
        )
    }
}
