/// The grammar of a purchase order list as name–value pairs: the query string of a link, a page
/// or the API, and the options of the command line (`page=2&page-size=50`, and a filter
/// by each reference's id).
extension PurchaseOrderQuery {
    /// The filters' wire names, after the page's, in the order links print them.
    public enum Filter {
        public static let destination = "destination"
    }

    /// Every name the query takes.
    static let names = PageRequest.Parameter.allCases.map(\.name) + [
        Filter.destination,
    ]

    /// The query the pairs describe; a name it does not take, a name given twice or a
    /// value that is not what its name takes is an error.
    public init(parameters: [(name: String, value: String)]) throws(InvalidQueryReason) {
        var query = PurchaseOrderQuery()
        try QueryPairsRule.read(parameters, known: Self.names) { name, value throws(InvalidQueryReason) in
            if let parameter = PageRequest.Parameter(rawValue: name) { try query.page.read(parameter, value) }
            if name == Filter.destination { query.destination = try WarehouseID(parameter: name, value: value) }
        }
        self = query
    }

    /// The pairs that describe this query, defaults left out.
    public var parameters: [(name: String, value: String)] {
        let filters: [(name: String, value: String)?] = [
            destination.map { (Filter.destination, $0.description) },
        ]
        return page.parameters + filters.compactMap(\.self)
    }
}
