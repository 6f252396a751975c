/// One page of a list: the items on it and where it sits among all of them. Every
/// feature's list answers with one, so that every app pages every list the same way.
public struct Page<Item: Sendable>: Sendable {
    public let items: [Item]
    /// The 1-based page number that was asked for.
    public let page: Int
    public let pageSize: Int
    /// How many items the list holds over all pages.
    public let totalCount: Int

    public init(items: [Item], page: Int, pageSize: Int, totalCount: Int) {
        self.items = items
        self.page = page
        self.pageSize = pageSize
        self.totalCount = totalCount
    }

    /// The page `request` asked for, holding `items`.
    public init(items: [Item], request: PageRequest, totalCount: Int) {
        self.init(items: items, page: request.page, pageSize: request.pageSize, totalCount: totalCount)
    }

    /// How many pages the items fill; 0 when there are none. Read without adding to the
    /// total, so that no count a store or a server reports can overflow it.
    public var pageCount: Int {
        guard totalCount > 0, pageSize > 0 else { return 0 }
        return totalCount / pageSize + (totalCount % pageSize == 0 ? 0 : 1)
    }

    public var hasNextPage: Bool { page < pageCount }
    public var hasPreviousPage: Bool { page > 1 }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
