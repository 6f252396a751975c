/// The grammar of a product query as name–value pairs: the query string of a link, a
/// page or the API, and the options of the command line. Each name, default and sort
/// name is written here once; everything that reads or writes a query comes here.
///
/// Parsing checks the syntax only (known names, numbers that are numbers, sort names);
/// `SearchProductsUseCase` checks the bounds, so that a query built in code is held to
/// the same rules as one that was typed.
extension ProductQuery {
    /// A parameter's wire name, in the order links print them.
    public enum Parameter: String, CaseIterable, Sendable {
        case search
        case category
        case sort
        case page
        case pageSize = "page-size"

        public var name: String { rawValue }
    }

    /// The query the pairs describe; an unknown name or a malformed value is an error.
    /// A name given twice is an error, not a choice between its values: a query means one
    /// thing, and a cache keyed by it holds one answer. An empty category means every category.
    public init(parameters: [(name: String, value: String)]) throws(InvalidQueryReason) {
        self.init()
        var given: Set<Parameter> = []
        for (name, value) in parameters {
            guard let parameter = Parameter(rawValue: name) else { throw .unknownParameter(name) }
            guard given.insert(parameter).inserted else { throw .repeatedParameter(parameter) }
            switch parameter {
            case .search:
                text = value
            case .category:
                category = value.isEmpty ? nil : value
            case .sort:
                guard let sort = ProductSort(rawValue: value) else { throw .malformedParameter(.sort, value: value) }
                self.sort = sort
            case .page:
                guard let number = Int(value) else { throw .malformedParameter(.page, value: value) }
                page = number
            case .pageSize:
                guard let number = Int(value) else { throw .malformedParameter(.pageSize, value: value) }
                pageSize = number
            }
        }
    }

    /// The pairs that describe this query, in `Parameter`'s order, defaults left out.
    public var parameters: [(name: String, value: String)] {
        let defaults = ProductQuery()
        var pairs: [(name: String, value: String)] = []
        pairs.reserveCapacity(5) // one of each Parameter at most
        if text != defaults.text { pairs.append((Parameter.search.name, text)) }
        if let category { pairs.append((Parameter.category.name, category)) }
        if sort != defaults.sort { pairs.append((Parameter.sort.name, sort.rawValue)) }
        if page != defaults.page { pairs.append((Parameter.page.name, String(page))) }
        if pageSize != defaults.pageSize { pairs.append((Parameter.pageSize.name, String(pageSize))) }
        return pairs
    }
}
