/// The grammar of a page as name–value pairs (`page=3&page-size=100`): the query string
/// of a link, a page or the API, and the options of the command line. A feature whose
/// list takes more (a search, a filter) reads these two names through `read(_:_:)`.
extension PageRequest {
    /// A parameter's wire name, in the order links print them.
    public enum Parameter: String, CaseIterable, Sendable {
        case page
        case pageSize = "page-size"

        public var name: String { rawValue }
    }

    /// The page the pairs describe; a name other than `page` and `page-size`, a name
    /// given twice or a value that is not a whole number is an error.
    public init(parameters: [(name: String, value: String)]) throws(InvalidQueryReason) {
        var request = PageRequest()
        try QueryPairsRule.read(parameters, known: Parameter.allCases.map(\.name)) { name, value throws(InvalidQueryReason) in
            if let parameter = Parameter(rawValue: name) { try request.read(parameter, value) }
        }
        self = request
    }

    /// Sets `parameter` from its text; bounds are the use case's to check.
    public mutating func read(_ parameter: Parameter, _ value: String) throws(InvalidQueryReason) {
        guard let number = Int(value) else { throw .malformedParameter(parameter.name, value: value) }
        switch parameter {
        case .page: page = number
        case .pageSize: pageSize = number
        }
    }

    /// The pairs that describe this page, in `Parameter`'s order, defaults left out.
    public var parameters: [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        if page != 1 { pairs.append((Parameter.page.name, String(page))) }
        if pageSize != Self.defaultPageSize { pairs.append((Parameter.pageSize.name, String(pageSize))) }
        return pairs
    }
}
