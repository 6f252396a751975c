import APIContract
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// A problem answered by a middleware, before the generated code runs.
enum ProblemAnswer {
    static func make(_ problem: Components.Schemas.Problem) throws -> (HTTPResponse, HTTPBody?) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (
            HTTPResponse(status: .init(code: problem.status), headerFields: [.contentType: Components.Schemas.Problem.mediaType]),
            HTTPBody(try encoder.encode(problem))
        )
    }
}
