import Domain

/// A route as an address: path segments and query pairs. Deep links (`catalog://…`)
/// and web pages (`/…`) are two spellings of the same address, so both read and write
/// routes here, and a new screen is one more case in each switch below.
public struct RouteAddress: Equatable, Sendable {
    /// Such as `["products", "42"]`.
    public var segments: [String]
    public var query: [Pair]

    public struct Pair: Hashable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(segments: [String], query: [Pair] = []) {
        self.segments = segments
        self.query = query
    }

    /// The address of `segments` and the query `queryString` spells (the text after the
    /// `?`, read by `QueryString`, the one reader of every address's query).
    public init(segments: [String], queryString: some StringProtocol) throws(DeepLinkError) {
        do {
            let pairs = try QueryString.pairs(queryString)
            self.init(segments: segments, query: pairs.map { Pair(name: $0.name, value: $0.value) })
        } catch {
            throw .invalidParameters(error.description)
        }
    }

    /// The query as `QueryString` spells it, without the `?`.
    public var queryString: String {
        QueryString.spelled(query.map { ($0.name, $0.value) })
    }

    /// `text` as a segment or query of an address spells it: every byte that is not
    /// unreserved escaped (`QueryString.escaped`).
    public static func escaped(_ text: String) -> String {
        QueryString.escaped(text)
    }

    /// Whether an address writes `byte` as it is: RFC 3986's unreserved characters.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        QueryString.isUnreserved(byte)
    }

    /// The address of `route`, with parameters at their default left out.
    public init(_ route: Route) {
        switch route {
        case .home:
            self.init(segments: [])
        // sample:begin
        case .productList(let request):
            self.init(segments: ["products"], query: request.parameters.map { Pair(name: $0.name, value: $0.value) })
        case .productDetail(let id):
            self.init(segments: ["products", String(id)])
        case .categories:
            self.init(segments: ["categories"])
        // sample:end
        // scaffold:route-addresses
        }
    }

    /// The route at this address.
    public func route() throws(DeepLinkError) -> Route {
        switch (segments.first, segments.count) {
        case (nil, _):
            try requireNoQuery()
            return .home
        // sample:begin
        case ("products", 1):
            return .productList(try ProductListRequest(parameters: query.map { ($0.name, $0.value) }))
        case ("products", 2):
            try requireNoQuery()
            guard let id = ProductID(parsing: segments[1]) else { throw .invalidProductID(segments[1]) }
            return .productDetail(id: id.rawValue)
        case ("categories", 1):
            try requireNoQuery()
            return .categories
        // sample:end
        // scaffold:address-routes
        default:
            throw .unknownPath("/" + segments.joined(separator: "/"))
        }
    }

    /// The page this address's query asks for, for a list that takes nothing else.
    private func pageSelection() throws(DeepLinkError) -> PageSelection {
        try PageSelection(parameters: query.map { ($0.name, $0.value) })
    }

    private func requireNoQuery() throws(DeepLinkError) {
        if let first = query.first {
            throw .invalidParameters("“\(first.name)” is not a parameter of /\(segments.joined(separator: "/")); it takes none.")
        }
    }
}
