import Hummingbird
import Presentation

/// Page addresses and routes, both ways: `/products/42` is the route that
/// `catalog://products/42` opens, read and written by the same `RouteAddress`.
enum WebRoutes {
    /// The route a request's path and query name.
    static func route(for request: Request) throws(PageError) -> Route {
        try route(path: request.uri.path, query: request.uri.query)
    }

    /// The key a read's answer is kept under: the route its path (less `prefix`) and query
    /// name, printed back by the grammar that read them, after `prefix`. Two spellings of
    /// one query (another order, escapes, defaults written out) share a key; an address
    /// the grammar refuses has none, so its answer is never kept, and nor has one whose key
    /// would be longer than `longestKey`.
    static func cacheKey(for request: Request, under prefix: String) -> String? {
        guard request.uri.path.hasPrefix(prefix),
              let route = try? route(path: String(request.uri.path.dropFirst(prefix.utf8.count)), query: request.uri.query)
        else { return nil }
        return bounded(prefix + path(for: route))
    }

    /// The key of a page whose route was read as `route` (`AppRequestContext.pageRoute`).
    static func cacheKey(for route: Result<Route, PageError>?) -> String? {
        guard case .success(let route)? = route else { return nil }
        return bounded(path(for: route))
    }

    /// The longest key in bytes: room for every address a list accepts (200 characters of
    /// search, each escaped), and no more, so that no one makes the cache hash and keep
    /// keys of tens of kilobytes under its lock with text a use case will refuse anyway.
    static let longestKey = 4_096

    private static func bounded(_ key: String) -> String? {
        key.utf8.count <= longestKey ? key : nil
    }

    /// The route `path` and `query` (the text after the `?`, as `QueryString` reads it) name.
    private static func route(path: String, query: String?) throws(PageError) -> Route {
        do {
            return try RouteAddress(path: path, queryString: query ?? "").route()
        } catch {
            throw PageError(error, path: path)
        }
    }

    /// The id in the `id` segment of the address `context` routed, read as an item page's
    /// address is (its escapes decoded, then the id rule): text that is no id names no page.
    static func itemID(in context: AppRequestContext, under segment: String) throws(PageError) -> Int64 {
        let text = context.parameters.get("id") ?? ""
        guard let address = try? RouteAddress(path: segment + "/" + text, queryString: ""), address.segments.count == 2,
              let id = try? address.id(at: 1, of: segment)
        else { throw .notFound(path: "/\(segment)/\(text)") }
        return id
    }

    /// The path and query of `route`'s page. An address of plain words and numbers, as
    /// most of a page's links are, is copied byte by byte into a string of its exact
    /// length (escaping would leave it unchanged); any other is escaped by `RouteAddress.escaped`.
    static func path(for route: Route) -> String {
        let address = RouteAddress(route)
        var length = address.segments.isEmpty ? 1 : 0
        for segment in address.segments { length += 1 + segment.utf8.count }
        for pair in address.query { length += 2 + pair.name.utf8.count + pair.value.utf8.count }
        var isPlain = true
        // A page has dozens of links: each is written in one pass, with no appends.
        let path = String(unsafeUninitializedCapacity: length) { buffer in
            var writer = PlainPathWriter(buffer: buffer)
            if address.segments.isEmpty { writer.write(UInt8(ascii: "/")) }
            for segment in address.segments {
                writer.write(UInt8(ascii: "/"))
                writer.write(segment)
            }
            for (index, pair) in address.query.enumerated() {
                writer.write(index == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
                writer.write(pair.name)
                writer.write(UInt8(ascii: "="))
                writer.write(pair.value)
            }
            isPlain = writer.isPlain
            return writer.end
        }
        return isPlain ? path : escapedPath(address)
    }

    private static func escapedPath(_ address: RouteAddress) -> String {
        let path = "/" + address.segments.map(RouteAddress.escaped).joined(separator: "/")
        return address.query.isEmpty ? path : path + "?" + address.queryString
    }

    /// Copies an address's bytes, noting whether every one is plain.
    private struct PlainPathWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        private(set) var end = 0
        private(set) var isPlain = true

        init(buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        mutating func write(_ byte: UInt8) {
            buffer[end] = byte
            end += 1
        }

        mutating func write(_ text: String) {
            for byte in text.utf8 {
                isPlain = isPlain && RouteAddress.isUnreserved(byte)
                write(byte)
            }
        }
    }
}
