import APIContract
import Domain
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Answers the API's two busiest reads, a page of products and one product, through the
/// same `APIProtocol` implementation as the generated handlers but without their generic
/// machinery: the query is read here and a success is written by `JSONBytes`, where
/// OpenAPIRuntime would decode the query once per parameter and encode through
/// `JSONEncoder` (together about a third of a list's time on the server).
///
/// It answers only what it reads completely: a query of known, unrepeated, non-empty
/// parameters with plain values, and a client that takes `application/json`. Anything
/// else, and every answer but a success (an error is rare and cheap to run twice), goes
/// on to the generated handler, so a request gets the same bytes either way; a test holds
/// the two to each other. What it answers, `QueryGrammarMiddleware` accepts too, so it
/// runs before the grammar and a direct answer's query is read once: a grammar made
/// stricter needs `searchQuery` made as strict.
public struct DirectReadsMiddleware: ServerMiddleware {
    private let api: any APIProtocol
    /// Off, it leaves every request to the generated handlers: for comparing the two.
    private let isOn: Bool

    public init(api: any APIProtocol, isOn: Bool = true) {
        self.api = api
        self.isOn = isOn
    }

    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        if isOn, Self.takesJSON(request.headerFields), let answer = try await answer(request, metadata: metadata, operationID: operationID) {
            return answer
        }
        return try await next(request, body, metadata)
    }

    /// The inputs carry an empty `Accept` list: `takesJSON` has read the header, and the
    /// handlers answer JSON whatever it says (the generated default list costs a few
    /// allocations on every request).
    private func answer(_ request: HTTPRequest, metadata: ServerRequestMetadata, operationID: String) async throws -> (HTTPResponse, HTTPBody?)? {
        switch operationID {
        case Operations.SearchProducts.id:
            guard
                let query = Self.searchQuery(in: request.path),
                case .ok(let ok) = try await api.searchProducts(.init(query: query, headers: .init(accept: []))),
                case .json(let page) = ok.body
            else { return nil }
            return Self.json(page, headers: [:])
        case Operations.GetProduct.id:
            guard
                let id = metadata.pathParameters["id"].flatMap(ProductID.init(parsing:)),
                case .ok(let ok) = try await api.getProduct(.init(path: .init(id: id.rawValue), headers: .init(accept: []))),
                case .json(let product) = ok.body
            else { return nil }
            var headers = HTTPFields()
            if let eTag = ok.headers.eTag { headers[.eTag] = eTag }
            return Self.json(product, headers: headers)
        default:
            return nil
        }
    }

    private static func json(_ value: some JSONWritable, headers: HTTPFields) -> (HTTPResponse, HTTPBody?) {
        var headers = headers
        headers[.contentType] = "application/json; charset=utf-8"
        return (HTTPResponse(status: .ok, headerFields: headers), HTTPBody(value.jsonBytes))
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
