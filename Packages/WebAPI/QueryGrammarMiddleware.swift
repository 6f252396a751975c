import APIContract
import Domain
import HTTPTypes
import OpenAPIRuntime

/// Holds each request to the Domain's grammar before the generated code decodes it:
/// a parameter the operation does not take, or a value that is not what it should be,
/// is a 400 problem with the same words the pages, the links and the CLI use. The
/// generated decoder would ignore unknown names and answer a bare 400 for the rest.
/// Which grammar reads which operation is `UseCaseAPI.queryProblem`'s to say.
///
/// The generated code then decodes the query as `QueryString` spells the pairs the
/// grammar read, not as the client spelt them: the two read one query by construction,
/// whatever the client's spelling (an empty pair, a name without `=`, a character that
/// joins the `&` after it), so an answer kept under the grammar's key is the answer to it.
public struct QueryGrammarMiddleware: ServerMiddleware {
    /// A request target the grammar has read already, spelt as it read it (the server's
    /// response cache reads a query for its key): a request with exactly this target is
    /// passed on as it is, and only a different one is read here.
    @TaskLocal public static var targetRead: String?

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
        switch Self.read(request, metadata: metadata, operationID: operationID) {
        case .success(let read):
            return try await next(read, body, metadata)
        case .failure(let reason):
            return try ProblemAnswer.make(.invalidParameter(reason.description))
        }
    }

    /// `request` with its query spelt as the grammar read it, or why the grammar refuses it.
    static func read(_ request: HTTPRequest, metadata: ServerRequestMetadata, operationID: String) -> Result<HTTPRequest, InvalidQueryReason> {
        // Every operation's `{id}` is an item's id, read by the one id rule.
        if let given = metadata.pathParameters["id"] {
            let id = QueryString.decoded(given.utf8, plusIsSpace: false) ?? String(given)
            if EntityID<Void>(parsing: id) == nil { return .failure(.malformedID(id)) }
        }
        guard let target = request.path else { return .success(request) }
        return readQuery(target: target, operationID: operationID).map { path in
            var read = request
            read.path = path
            return read
        }
    }

    /// `target` with its query spelt as the grammar read it, or why the grammar refuses it;
    /// a target it read already (`targetRead`) as it is. `grammar` is the operations'
    /// (`UseCaseAPI.queryProblem`), or a test's.
    static func readQuery(
        target: String, operationID: String,
        grammar: (_ operationID: String, _ pairs: [QueryString.Pair]) -> InvalidQueryReason? = UseCaseAPI.queryProblem
    ) -> Result<String, InvalidQueryReason> {
        guard target != targetRead, let split = QueryString.split(target: target) else { return .success(target) }
        let pairs: [QueryString.Pair]
        do {
            pairs = try QueryString.pairs(split.query)
        } catch {
            return .failure(error)
        }
        if let reason = grammar(operationID, pairs) { return .failure(reason) }
        return .success(String(split.path) + (pairs.isEmpty ? "" : "?" + QueryString.spelled(pairs)))
    }
}
