/// Which page of a list to answer, and how long its pages are: the part of a list's
/// query that every feature shares. Its names, defaults and bounds are written here
/// once; `PageRequest+Parameters` reads and writes it as name–value pairs.
public struct PageRequest: Hashable, Sendable {
    /// 1-based.
    public var page: Int
    public var pageSize: Int

    public static let defaultPageSize = 20
    public static let maximumPageSize = 100
    /// Far past any real list's last page; a bound keeps every offset in range.
    public static let maximumPage = 1_000_000

    public init(page: Int = 1, pageSize: Int = PageRequest.defaultPageSize) {
        self.page = page
        self.pageSize = pageSize
    }

    /// How many items come before this page.
    public var offset: Int { (page - 1) * pageSize }

    /// Why this page cannot be asked for, or `nil` when it can. Use cases check it, so
    /// that no repository sees a page 0 or a page of a million items.
    public var problem: InvalidQueryReason? {
        if !(1...Self.maximumPage).contains(page) { return .pageOutOfRange(page) }
        if !(1...Self.maximumPageSize).contains(pageSize) { return .pageSizeOutOfRange(pageSize, maximum: Self.maximumPageSize) }
        return nil
    }
}
