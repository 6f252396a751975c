/// What a list of purchase orders asks for: a page, and what narrows the list (each
/// filter left `nil` narrows nothing). The grammar of its pairs is `+Parameters`.
public struct PurchaseOrderQuery: Hashable, Sendable {
    public var page: PageRequest
    /// Only the purchase orders bound for this warehouse.
    public var destination: WarehouseID?

    public init(
        page: PageRequest = PageRequest(),
        destination: WarehouseID? = nil,
    ) {
        self.page = page
        self.destination = destination
    }

    /// Whether a filter narrows the list.
    public var isFiltered: Bool {
        let filters: [Bool] = [
            destination != nil,
        ]
        return filters.contains(true)
    }

    /// Why this query cannot be answered, or `nil` when it can: the page's bounds.
    public var problem: InvalidQueryReason? { page.problem }
}
