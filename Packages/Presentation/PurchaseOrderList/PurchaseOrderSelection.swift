import Domain

/// Which purchase orders a list shows: a page, and what narrows them. Apps build it from
/// their own input (flags, query strings); it holds the Domain's `PurchaseOrderQuery`,
/// whose grammar reads and writes its pairs.
public struct PurchaseOrderSelection: Hashable, Sendable {
    var query: PurchaseOrderQuery

    public init(
        page: PageSelection = PageSelection(),
        destination: Int64? = nil,
    ) {
        query = PurchaseOrderQuery(
            page: page.request,
            destination: destination.map { WarehouseID($0) },
        )
    }

    /// The selection that name–value pairs describe: a link's or a page's query, or the
    /// command line's options. A name it does not take, or a value that is not what its
    /// name takes, is an error that says which and what to use instead.
    public init(parameters: [(name: String, value: String)]) throws(DeepLinkError) {
        do {
            query = try PurchaseOrderQuery(parameters: parameters)
        } catch {
            throw .invalidParameters(error.description)
        }
    }

    /// The pairs that describe the selection, defaults left out.
    public var parameters: [(name: String, value: String)] { query.parameters }

    public var page: PageSelection {
        get {
            var page = PageSelection()
            page.request = query.page
            return page
        }
        set { query.page = newValue.request }
    }

    /// The same selection on another page.
    func on(_ page: PageSelection) -> PurchaseOrderSelection {
        var selection = self
        selection.page = page
        return selection
    }

    /// Only the purchase orders bound for the warehouse with this id.
    public var destination: Int64? {
        get { query.destination?.rawValue }
        set { query.destination = newValue.map { WarehouseID($0) } }
    }

    /// Each filter's name, for apps that declare them one by one (command-line options).
    public enum FilterName {
        public static let destination = PurchaseOrderQuery.Filter.destination
    }
}
