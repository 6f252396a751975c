/// The grammar of a product query as name–value pairs: the query string of a link, a
/// page or the API, and the options of the command line. Each name, default and sort
/// name is written here once, the page's in `PageRequest`, which every list shares;
/// everything that reads or writes a query comes here.
///
/// Parsing checks the syntax only (known names, numbers that are numbers, sort names);
/// `problem` names a query's bounds broken, and `SearchProductsUseCase` refuses such a
/// query, so that a query built in code is held to the same rules as one that was typed.
extension ProductQuery {
    /// A parameter of the search's own, by its wire name; the page's are `PageRequest.Parameter`.
    public enum Parameter: String, CaseIterable, Sendable {
        case search
        case category
        case sort

        public var name: String { rawValue }
    }

    /// Every parameter's name, in the order links print them.
    public static let parameterNames = Parameter.allCases.map(\.name) + PageRequest.Parameter.allCases.map(\.name)

    /// The query the pairs describe; an unknown name, a name given twice
    /// (`QueryPairsRule`) or a malformed value is an error. An empty category means every category.
    public init(parameters: [(name: String, value: String)]) throws(InvalidQueryReason) {
        var query = ProductQuery()
        try QueryPairsRule.read(parameters, known: Self.parameterNames) { name, value throws(InvalidQueryReason) in
            switch Parameter(rawValue: name) {
            case .search:
                query.text = value
            case .category:
                query.category = value.isEmpty ? nil : value
            case .sort:
                guard let sort = ProductSort(rawValue: value) else { throw .malformedParameter(name, value: value) }
                query.sort = sort
            case nil:
                if let parameter = PageRequest.Parameter(rawValue: name) { try query.page.read(parameter, value) }
            }
        }
        self = query
    }

    /// The pairs that describe this query, in `parameterNames`' order, defaults left out.
    public var parameters: [(name: String, value: String)] {
        let defaults = ProductQuery()
        var pairs: [(name: String, value: String)] = []
        pairs.reserveCapacity(5) // one of each parameter at most
        if text != defaults.text { pairs.append((Parameter.search.name, text)) }
        if let category { pairs.append((Parameter.category.name, category)) }
        if sort != defaults.sort { pairs.append((Parameter.sort.name, sort.rawValue)) }
        pairs += page.parameters
        return pairs
    }
}
