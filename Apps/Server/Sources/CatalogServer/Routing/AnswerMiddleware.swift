import Hummingbird
import Logging

/// One answer as the log and the metrics see it: the route as registered (`/products/{id}`,
/// never the path a client sent, so that clients cannot grow the log's or the metrics'
/// routes), its status and how long it took.
struct Answer {
    let method: String
    let route: String
    let status: Int
    let duration: Duration
}

/// What is told of every answer: the access log, the metrics.
protocol AnswerObserver: Sendable {
    func answered(_ answer: Answer, context: AppRequestContext)
}

/// Tells `observers` of every answer once it is made, a failure's status included. Added
/// only when some observer is asked for (`--access-log`, `--metrics-port`).
struct AnswerMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let observers: [any AnswerObserver]

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            tell(request, context: context, status: response.status, since: started)
            return response
        } catch {
            tell(request, context: context, status: (error as? any HTTPResponseError)?.status ?? .internalServerError, since: started)
            throw error
        }
    }

    /// What a request whose client left is counted as, whatever it answered: nginx's 499.
    static let clientLeft = HTTPResponse.Status(code: 499, reasonPhrase: "Client Closed Request")

    private func tell(_ request: Request, context: Context, status: HTTPResponse.Status, since started: ContinuousClock.Instant) {
        let status = Task.isCancelled || context.departure?.hasDeparted == true ? Self.clientLeft : status
        let answer = Answer(
            method: request.method.rawValue, route: context.endpointPath ?? "unmatched", status: status.code, duration: ContinuousClock.now - started
        )
        for observer in observers { observer.answered(answer, context: context) }
    }
}

/// `--access-log`: a line for every answer, in the request's log (with its id).
struct AccessLog: AnswerObserver {
    func answered(_ answer: Answer, context: AppRequestContext) {
        let milliseconds = answer.duration / .milliseconds(1)
        context.logger.info("Answered", metadata: [
            "method": "\(answer.method)",
            "route": "\(answer.route)",
            "status": "\(answer.status)",
            "duration_ms": "\((milliseconds * 1_000).rounded() / 1_000)",
        ])
    }
}
