import APIContract
import Hummingbird
import Logging
import OpenAPIRuntime

/// Turns a thrown `HTTPResponseError` (a problem, an error page) into its response
/// inside the route, so that what wraps the route sees an answer: the HEAD endpoint
/// Hummingbird generates from GET then drops its body, as it does for any other answer.
/// Any other error is a fault nothing foresaw: it goes to the log at `error`, under the
/// request's id, and the client gets a 500 that says no more than that id, with the
/// headers every answer has (not Hummingbird's bare 500, logged only at `debug`).
struct ErrorResponseMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            return try error.response(from: request, context: context)
        } catch {
            // A request whose client left ends here: no fault, and what wraps this counts it
            // as a departure. What its work threw goes no further, to no trace: an API
            // error describes its request whole, the write token included.
            if Task.isCancelled || context.departure?.hasDeparted == true { throw CancellationError() }
            context.logger.error("The server failed to answer", metadata: ["reason": "\(Self.reason(error))"])
            return try ProblemError(.internalError("The server failed to answer this request (request \(context.id)).")).answer(to: request, context: context)
        }
    }

    /// What the log is told of `error`: what failed and why, never the request itself. The
    /// API's errors describe their request whole, its headers (the write token) included.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? ServerError else { return String(reflecting: error) }
        return "\(error.operationID): \(error.causeDescription): \(String(reflecting: error.underlyingError))"
    }
}
