import APIContract
import Domain
import Foundation
import HTTPTypes

/// Answers the API's two busiest reads, a page of products and one product, through the
/// same `APIProtocol` implementation as the generated handlers but without their generic
/// machinery: the request is read here and a success is written by `JSONBytes`, where
/// OpenAPIRuntime would decode the query once per parameter and encode through
/// `JSONEncoder` (together about a third of a list's time on the server), and the answer
/// is bytes for the server to send, not a body it must stream through OpenAPIRuntime's
/// and the transport's types (an eighth of a list's time, a fifth of a product's).
///
/// The server asks it first, for each request its API routes match; `nil` sends the
/// request on to the generated handler. It answers only what it reads completely: a `GET`
/// of one of the two paths, a query of known, unrepeated, non-empty parameters with plain
/// values, and a client that takes `application/json`. Anything else, and every answer
/// but a success (an error is rare and cheap to run twice), goes on, so a request gets
/// the same bytes either way; a test holds the two to each other. What it answers,
/// `QueryGrammarMiddleware` accepts too, so a direct answer's query is read once: a
/// grammar made stricter needs `searchQuery` made as strict.
public struct DirectReads: Sendable {
    /// The document's paths of the two operations (`searchProducts`, `getProduct`).
    static let productsPath = "/api/v1/products"

    private let api: any APIProtocol

    public init(api: any APIProtocol) {
        self.api = api
    }

    /// The answer to `request`, a success's status and headers and its JSON, or `nil` for
    /// the generated handler to give.
    ///
    /// The inputs carry an empty `Accept` list: `takesJSON` has read the header, and the
    /// handlers answer JSON whatever it says (the generated default list costs a few
    /// allocations on every request).
    public func answer(_ request: HTTPRequest) async throws -> (response: HTTPResponse, body: [UInt8])? {
        guard request.method == .get, Self.takesJSON(request.headerFields), let path = request.path else { return nil }
        switch Self.operation(at: path) {
        case .searchProducts:
            guard
                let query = Self.searchQuery(in: path),
                case .ok(let ok) = try await api.searchProducts(.init(query: query, headers: .init(accept: []))),
                case .json(let page) = ok.body
            else { return nil }
            return Self.json(page, headers: [:])
        case .getProduct(let id):
            guard
                let id = ProductID(parsing: id),
                case .ok(let ok) = try await api.getProduct(.init(path: .init(id: id.rawValue), headers: .init(accept: []))),
                case .json(let product) = ok.body
            else { return nil }
            var headers = HTTPFields()
            if let eTag = ok.headers.eTag { headers[.eTag] = eTag }
            return Self.json(product, headers: headers)
        case nil:
            return nil
        }
    }

    private enum Operation {
        case searchProducts
        case getProduct(id: Substring)
    }

    /// Which of the two operations `path` (with its query) names, by the document's paths.
    private static func operation(at path: String) -> Operation? {
        let bytes = path.utf8
        let target = bytes[..<(bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.endIndex)]
        guard target.starts(with: productsPath.utf8) else { return nil }
        let rest = target.dropFirst(productsPath.utf8.count)
        if rest.isEmpty { return .searchProducts }
        guard rest.first == UInt8(ascii: "/") else { return nil }
        let id = rest.dropFirst()
        return id.isEmpty || id.contains(UInt8(ascii: "/")) ? nil : .getProduct(id: Substring(id))
    }

    private static func json(_ value: some JSONWritable, headers: HTTPFields) -> (response: HTTPResponse, body: [UInt8]) {
        var headers = headers
        headers[.contentType] = "application/json; charset=utf-8"
        return (HTTPResponse(status: .ok, headerFields: headers), value.jsonBytes)
    }

    /// No `Accept`, or one that names JSON or anything, alone.
    static func takesJSON(_ headers: HTTPFields) -> Bool {
        let accepted = headers[values: .accept]
        return accepted.isEmpty || accepted.allSatisfy { $0 == "*/*" || $0 == "application/json" }
    }

    /// The list's query, when every parameter is one the operation takes, given once,
    /// with a value that reads plainly; `nil` leaves the request to the generated code.
    static func searchQuery(in path: String?) -> Operations.SearchProducts.Input.Query? {
        guard let path else { return nil }
        var query = Operations.SearchProducts.Input.Query()
        guard let pairs = QueryPairs.undecoded(in: path) else { return nil }
        var seen: [Substring] = []
        for pair in pairs {
            guard let value = decoded(pair.value), !seen.contains(pair.name) else { return nil }
            seen.append(pair.name)
            switch pair.name {
            case "search": query.search = value
            case "category": query.category = value
            case "sort":
                guard let sort = Operations.SearchProducts.Input.Query.SortPayload(rawValue: value) else { return nil }
                query.sort = sort
            case "page":
                guard let page = number(value[...]) else { return nil }
                query.page = page
            case "page-size":
                guard let size = number(value[...]) else { return nil }
                query.pageSize = size
            default:
                return nil
            }
        }
        return query
    }

    /// A non-empty value, with `+` and percent escapes decoded as the generated code
    /// decodes them; `nil` for anything it might read otherwise.
    private static func decoded(_ value: Substring) -> String? {
        guard !value.isEmpty else { return nil }
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else { return String(value) }
        guard let text = value.replacing("+", with: " ").removingPercentEncoding, !text.isEmpty else { return nil }
        return text
    }

    /// Digits only, no leading zero, and few enough to fit any `Int`.
    private static func number(_ text: Substring) -> Int? {
        guard (1...9).contains(text.utf8.count), text.first != "0", text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }
}
