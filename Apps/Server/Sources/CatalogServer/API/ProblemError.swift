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

extension ProblemError {
    /// The problem in the kind of answer `request`'s address gives: itself for the API's
    /// (a route under `/api/` matched, or a path under it), else the page that says the
    /// same under its title.
    func answer(to request: Request, context: AppRequestContext) throws -> Response {
        if context.endpointPath?.hasPrefix("/api/") == true || request.uri.path.hasPrefix("/api/") {
            return try response(from: request, context: context)
        }
        return PageError.message(status: status, title: problem.title, message: problem.detail).response(from: request, context: context)
    }
}
