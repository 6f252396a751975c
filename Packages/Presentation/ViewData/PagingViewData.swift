import Domain

/// Where a page sits among its list's pages, ready to show, with the routes to the
/// pages on either side: every paged list shows it the same way.
public struct PagingViewData: Hashable, Sendable {
    public let pageNumber: Int
    public let pageCount: Int
    /// Such as `Page 2 of 4`.
    public let pageLabel: String
    /// How many items the list holds over all pages.
    public let totalCount: Int
    /// The page before this one, or `nil` on the first.
    public let previous: Route?
    /// The page after this one, or `nil` on the last.
    public let next: Route?

    public init(pageNumber: Int, pageCount: Int, pageLabel: String, totalCount: Int, previous: Route?, next: Route?) {
        self.pageNumber = pageNumber
        self.pageCount = pageCount
        self.pageLabel = pageLabel
        self.totalCount = totalCount
        self.previous = previous
        self.next = next
    }

    /// `page`'s place, with `route` making the route of another page of the same list.
    init<Item>(_ page: Page<Item>, route: (PageSelection) -> Route) {
        func neighbour(_ number: Int) -> Route { route(PageSelection(page: number, pageSize: page.pageSize)) }
        self.init(
            pageNumber: page.page,
            pageCount: page.pageCount,
            pageLabel: "Page \(page.page) of \(page.pageCount)",
            totalCount: page.totalCount,
            previous: page.hasPreviousPage ? neighbour(page.page - 1) : nil,
            next: page.hasNextPage ? neighbour(page.page + 1) : nil
        )
    }
}
