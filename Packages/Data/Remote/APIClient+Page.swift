import Domain

extension APIClient {
    /// The page the server answered for `asked`, refused unless it is that page: the same
    /// number and size, no more items than the size, and a total that counts at least the
    /// items up to them. Every remote list reads its page through this, so that no app
    /// pages, draws or follows the references of more than it asked for.
    func page<Item>(
        _ path: String,
        asked: PageRequest,
        items: [Item],
        page: Int,
        pageSize: Int,
        totalCount: Int
    ) throws(AppError) -> Page<Item> {
        guard page == asked.page, pageSize == asked.pageSize else {
            throw unexpected(path, reason: "page \(asked.page) of \(asked.pageSize) items asked for, page \(page) of \(pageSize) answered")
        }
        guard items.count <= pageSize else {
            throw unexpected(path, reason: "\(items.count) items on a page of \(pageSize)")
        }
        guard totalCount >= 0, items.isEmpty || totalCount >= asked.offset + items.count else {
            throw unexpected(path, reason: "a total of \(totalCount) for a page whose items end at \(asked.offset + items.count)")
        }
        return Page(items: items, request: asked, totalCount: totalCount)
    }
}
