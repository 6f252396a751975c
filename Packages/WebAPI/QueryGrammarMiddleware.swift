import APIContract
import Domain
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Holds each request to the Domain's grammar before the generated code decodes it:
/// a parameter the operation does not take, or a value that is not what it should be,
/// is a 400 problem with the same words the pages, the links and the CLI use. The
/// generated decoder would ignore unknown names and answer a bare 400 for the rest.
/// Which grammar reads which operation is `UseCaseAPI.queryProblem`'s to say.
public struct QueryGrammarMiddleware: ServerMiddleware {
    public init() {}

    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard let reason = Self.reason(toRefuse: request, metadata: metadata, operationID: operationID) else {
            return try await next(request, body, metadata)
        }
        return try ProblemAnswer.make(.invalidParameter(reason.description))
    }

    /// Why the grammar refuses the request, or `nil` when it reads it.
    static func reason(toRefuse request: HTTPRequest, metadata: ServerRequestMetadata, operationID: String) -> InvalidQueryReason? {
        // sample:begin
        switch operationID {
        case Operations.GetProduct.id, Operations.UpdateProduct.id, Operations.DeleteProduct.id:
            let id = metadata.pathParameters["id"].map { $0.percentDecoded ?? String($0) } ?? ""
            if ProductID(parsing: id) == nil { return .malformedProductID(id) }
        default:
            break
        }
        // sample:end
        return UseCaseAPI.queryProblem(operationID: operationID) { queryPairs(in: request.path ?? "") }
    }

    /// The query's names and values as `URLComponents` reads them. A query of plain
    /// `name=value` pairs, as most are (letters, digits, `-._~+` and percent escapes), is
    /// split here, the same way; any other is left to `URLComponents`.
    static func queryPairs(in path: String) -> [(name: String, value: String)] {
        plainPairs(in: path) ?? (URLComponents(string: path)?.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") }
    }

    /// Each `name=value` pair, decoded; `nil` when one has no `=`, no name, a byte that is
    /// not plain or a malformed escape.
    private static func plainPairs(in path: String) -> [(name: String, value: String)]? {
        guard let undecoded = QueryPairs.undecoded(in: path) else { return nil }
        var pairs: [(name: String, value: String)] = []
        pairs.reserveCapacity(undecoded.count)
        for pair in undecoded {
            guard !pair.name.isEmpty, pair.name.utf8.allSatisfy(isPlain), pair.value.utf8.allSatisfy(isPlain),
                  let name = pair.name.percentDecoded, let value = pair.value.percentDecoded
            else { return nil }
            pairs.append((name: name, value: value))
        }
        return pairs
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        case UInt8(ascii: "+"), UInt8(ascii: "%"), UInt8(ascii: "="): true
        default: false
        }
    }
}
