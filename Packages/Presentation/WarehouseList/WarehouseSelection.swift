import Domain

/// Which warehouses a list shows: a page, and what narrows them. Apps build it from
/// their own input (flags, query strings); it holds the Domain's `WarehouseQuery`,
/// whose grammar reads and writes its pairs.
public struct WarehouseSelection: Hashable, Sendable {
    var query: WarehouseQuery

    public init(
        page: PageSelection = PageSelection(),
    ) {
        query = WarehouseQuery(
            page: page.request,
        )
    }

    /// The selection that name–value pairs describe: a link's or a page's query, or the
    /// command line's options. A name it does not take, or a value that is not what its
    /// name takes, is an error that says which and what to use instead.
    public init(parameters: [(name: String, value: String)]) throws(DeepLinkError) {
        do {
            query = try WarehouseQuery(parameters: parameters)
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
    func on(_ page: PageSelection) -> WarehouseSelection {
        var selection = self
        selection.page = page
        return selection
    }


    /// Each filter's name, for apps that declare them one by one (command-line options).
    public enum FilterName {
    }
}
