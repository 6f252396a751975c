import Composition
import HTTPTypes
import Hummingbird
import Logging

/// Gives every answer its request's id (`X-Request-ID`), the one in every log line of the
/// request, and sends what the API must not tell its client (a store's failure and why)
/// to that log instead.
struct RequestIDMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let header = HTTPField.Name("X-Request-ID")!

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        let logger = context.logger
        var response = try await AppContainer.reportingFailures(requestID: context.id, to: { reason in
            logger.log(level: ClientDeparture.levelOfFailure, "The data could not be read", metadata: ["reason": "\(reason)"])
        }) {
            try await next(request, context)
        }
        response.headers[Self.header] = context.id
        return response
    }
}
