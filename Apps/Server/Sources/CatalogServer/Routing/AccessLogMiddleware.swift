import Hummingbird
import Logging

/// Logs one line per request once it is answered: its method, its route as registered
/// (`/products/{id}`, not the id a client sent, so that a log collector can group by it),
/// its status and how long it took. Off unless the server is asked (`--access-log`).
struct AccessLogMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, context: context, status: response.status, since: started)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            log(request, context: context, status: status, since: started)
            throw error
        }
    }

    private func log(_ request: Request, context: Context, status: HTTPResponse.Status, since started: ContinuousClock.Instant) {
        let took = ContinuousClock.now - started
        let milliseconds = Double(took.components.seconds) * 1_000 + Double(took.components.attoseconds) / 1e15
        context.logger.info("Answered", metadata: [
            "method": "\(request.method.rawValue)",
            "route": "\(context.endpointPath ?? "unmatched")",
            "status": "\(status.code)",
            "duration_ms": "\((milliseconds * 1_000).rounded() / 1_000)",
        ])
    }
}
