import APIContract
import Hummingbird

/// A problem the server itself answers with, outside the generated routes (a path under
/// `/api/` that nothing serves), thrown as an HTTP error.
struct ProblemError: HTTPResponseError {
    let problem: Components.Schemas.Problem

    init(_ problem: Components.Schemas.Problem) {
        self.problem = problem
    }

    var status: HTTPResponse.Status { HTTPResponse.Status(code: problem.status) }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try context.responseEncoder.encode(problem, from: request, context: context)
        response.status = status
        response.headers[.contentType] = Components.Schemas.Problem.mediaType
        return response
    }
}
