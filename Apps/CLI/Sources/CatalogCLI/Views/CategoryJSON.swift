import Presentation

/// The JSON `catalog categories --json` prints.
struct CategoryListJSON: Encodable {
    struct Row: Encodable {
        let slug: String
        let name: String
        let productCount: Int
        let link: String
    }

    let categories: [Row]
    /// Why `categories` is empty, when it is.
    let message: String?

    init(_ list: CategoryListViewData) {
        categories = list.rows.map {
            Row(slug: $0.id, name: $0.name, productCount: $0.productCount, link: DeepLink.link(for: $0.route))
        }
        message = nil
    }

    init(empty: EmptyViewData) {
        categories = []
        message = empty.message
    }
}
