import APIContract
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// A problem answered by a middleware, before the generated code runs.
enum ProblemAnswer {
    static func make(_ problem: Components.Schemas.Problem) throws -> (HTTPResponse, HTTPBody?) {
        try answer(problem, status: problem.status)
    }

    static func make(_ problem: Components.Schemas.InvalidDraftProblem) throws -> (HTTPResponse, HTTPBody?) {
        try answer(problem, status: 422)
    }

    private static func answer(_ problem: some Encodable, status: Int) throws -> (HTTPResponse, HTTPBody?) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (
            HTTPResponse(status: .init(code: status), headerFields: [.contentType: Components.Schemas.Problem.mediaType]),
            HTTPBody(try encoder.encode(problem))
        )
    }
}
