import Hummingbird

/// Turns a thrown `HTTPResponseError` (a problem, an error page) into its response
/// inside the route, so that what wraps the route sees an answer: the HEAD endpoint
/// Hummingbird generates from GET then drops its body, as it does for any other answer.
struct ErrorResponseMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            return try error.response(from: request, context: context)
        }
    }
}
