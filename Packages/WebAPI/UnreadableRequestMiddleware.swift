import APIContract
import Domain
import HTTPTypes
import OpenAPIRuntime

/// Answers a request the generated code could not read (no body, a body that is not the
/// document's JSON, a header it cannot parse) with a 400 problem that says so, instead
/// of the bare 500 an unhandled `ServerError` becomes; a draft's field left out, null or
/// of the wrong type is a 422 that names it, as a field that breaks a rule is.
public struct UnreadableRequestMiddleware: ServerMiddleware {
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
        do {
            return try await next(request, body, metadata)
        } catch let error as ServerError where error.operationInput == nil {
            // The input could not be read: the request is at fault, not the server. The
            // answer says what is wrong in the document's words, never the decoder's. A
            // draft's field that is missing or of the wrong type is the draft's problem, as
            // a field that breaks a rule is: a 422 that names it.
            if let kind = Self.kind(of: operationID), let problem = Self.fieldProblem(error.underlyingError) {
                return try ProblemAnswer.make(.init(.invalid(kind: kind, problems: [problem]), [problem]))
            }
            return try ProblemAnswer.make(.invalidParameter(
                "The request could not be read as the API's document describes it: \(Self.reason(error.underlyingError))."
            ))
        }
    }

    /// The problem of the body's field the decoder stopped at: `required` for a field left
    /// out or null, else what is wrong with it, named by its path. `nil` for a body that is
    /// not JSON, or that holds a field the draft does not have: no field's problem says those.
    static func fieldProblem(_ error: any Error) -> FieldProblem? {
        guard let decoding = error as? DecodingError else { return nil }
        switch decoding {
        case .keyNotFound(let key, let context) where context.codingPath.isEmpty:
            return FieldProblem(.init(rawValue: key.stringValue), .required)
        case .valueNotFound(_, let context) where context.codingPath.count == 1:
            return FieldProblem(.init(rawValue: context.codingPath[0].stringValue), .required)
        case .keyNotFound(_, let context), .valueNotFound(_, let context), .typeMismatch(_, let context):
            guard let field = context.codingPath.first else { return nil }
            return FieldProblem(.init(rawValue: field.stringValue), .asSaid(reason(decoding)))
        case .dataCorrupted:
            return nil
        @unknown default:
            return nil
        }
    }

    /// The kind of item a create or an update writes, as errors name it: `createLineItem` →
    /// `line item`; `nil` for an operation that sends no draft.
    static func kind(of operationID: String) -> String? {
        guard let verb = ["create", "update"].first(where: { operationID.hasPrefix($0) }), operationID.count > verb.count else { return nil }
        return FieldProblem.Field(rawValue: String(operationID.dropFirst(verb.count))).description
    }

    /// What is wrong with the request, for its sender: the field and what it lacks.
    static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            "the field “\(path(context.codingPath + [key]))” is missing"
        case .valueNotFound(_, let context)?:
            "the field “\(path(context.codingPath))” has no value"
        case .typeMismatch(let type, let context)?:
            "the field “\(path(context.codingPath))” is not \(kind(type))"
        case .dataCorrupted(let context)? where !context.codingPath.isEmpty:
            "the field “\(path(context.codingPath))” is not a value it may take"
        case .dataCorrupted?:
            "the body is not JSON"
        default:
            "a header, a parameter or the body is not what the document says"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type, is Int64.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: "of the document's type"
        }
    }
}
