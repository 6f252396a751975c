import Domain

/// A route as an address: path segments and query pairs. Deep links (`catalog://…`)
/// and web pages (`/…`) are two spellings of the same address, so both read and write
/// routes here, each feature's through its `FeatureRoute`.
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

    /// The address a URL's path and query name, as a page's address and a link are both
    /// read: the path split at its slashes, each segment's escapes decoded (`%34%32` is
    /// `42`, as RFC 3986 reads it), the query read by `QueryString`. A segment whose
    /// escapes spell no text is `malformed`.
    public init(path: some StringProtocol, queryString: some StringProtocol) throws(DeepLinkError) {
        // Split by bytes: splitting by `Character`s works out grapheme boundaries on every
        // one, and a character that joins the one after it must not hide a slash. The bytes
        // are read in place, as one buffer: through a generic string's view, every page's
        // address cost a microsecond more.
        let segments = path.utf8.withContiguousStorageIfAvailable(Self.segments(of:))
            ?? Array(path.utf8).withUnsafeBufferPointer(Self.segments(of:))
        guard let segments else { throw .malformed(String(path)) }
        try self.init(segments: segments, queryString: queryString)
    }

    /// The segments of the path `bytes` spell, or `nil` if one's escapes spell no text.
    private static func segments(of bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var segments: [String] = []
        for segment in bytes.split(separator: UInt8(ascii: "/")) {
            guard let decoded = QueryString.decoded(segment, plusIsSpace: false) else { return nil }
            segments.append(decoded)
        }
        return segments
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
        self = route.feature.address
    }

    /// The route at this address: home, or the route of the feature whose addresses begin
    /// with the first segment (`FeatureRoutes`).
    public func route() throws(DeepLinkError) -> Route {
        guard let first = segments.first else { return try HomeRoute(address: self).route }
        guard let feature = FeatureRoutes.feature(at: first) else { throw unknownPath }
        return try feature.init(address: self).route
    }

    /// The query's pairs, as list requests and page selections read them.
    public var pairs: [(name: String, value: String)] {
        query.map { ($0.name, $0.value) }
    }

    /// The id in segment `index`, read by `EntityID`'s rule; `kind` names what it is the
    /// id of for a person, such as "a product".
    public func id(at index: Int, of kind: String) throws(DeepLinkError) -> Int64 {
        guard segments.indices.contains(index) else { throw unknownPath }
        return try Self.id(segments[index], of: kind)
    }

    /// The id `text` spells, read by the rule of every address's id (`EntityID`'s), wherever
    /// it comes from: a link, a page's address or a command's argument.
    public static func id(_ text: String, of kind: String) throws(DeepLinkError) -> Int64 {
        guard let id = EntityID<Void>(parsing: text) else { throw .invalidID(text, of: kind) }
        return id.rawValue
    }

    /// That nothing lives at this address.
    public var unknownPath: DeepLinkError {
        .unknownPath("/" + segments.joined(separator: "/"))
    }

    /// Throws for an address whose screen takes no query when it has one.
    public func requireNoQuery() throws(DeepLinkError) {
        if let first = query.first {
            throw .invalidParameters("“\(first.name)” is not a parameter of /\(segments.joined(separator: "/")); it takes none.")
        }
    }
}
