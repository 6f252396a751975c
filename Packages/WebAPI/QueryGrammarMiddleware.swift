import APIContract
import Domain
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
            let id = metadata.pathParameters["id"].map { QueryString.decoded($0.utf8, plusIsSpace: false) ?? String($0) } ?? ""
            if ProductID(parsing: id) == nil { return .malformedProductID(id) }
        default:
            break
        }
        // sample:end
        return UseCaseAPI.queryProblem(operationID: operationID) { () throws(InvalidQueryReason) in
            try QueryString.pairs(ofTarget: request.path ?? "")
        }
    }
}
