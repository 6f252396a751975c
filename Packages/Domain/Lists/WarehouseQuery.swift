/// What a list of warehouses asks for: a page, and what narrows the list (each
/// filter left `nil` narrows nothing). The grammar of its pairs is `+Parameters`.
public struct WarehouseQuery: Hashable, Sendable {
    public var page: PageRequest

    public init(
        page: PageRequest = PageRequest(),
    ) {
        self.page = page
    }

    /// Whether a filter narrows the list.
    public var isFiltered: Bool {
        let filters: [Bool] = [
        ]
        return filters.contains(true)
    }

    /// Why this query cannot be answered, or `nil` when it can: the page's bounds.
    public var problem: InvalidQueryReason? { page.problem }
}
