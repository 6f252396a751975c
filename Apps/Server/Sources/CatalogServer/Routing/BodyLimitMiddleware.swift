import APIContract
import Composition
import Hummingbird
import NIOCore

/// Reads a request's body into memory up to the context's `maxUploadSize`, and refuses
/// (413) past it, before anything behind it reads the body: the generated API code would
/// otherwise collect a body of any size, and a form past the limit would be a failure of
/// the server's. A `Content-Length` over the limit is refused before a byte of the body is
/// read. The API's refusal is a problem (`api`), a form's a page (`forms`).
struct BodyLimitMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    /// What refuses a body over `limit` bytes.
    let refusal: @Sendable (_ limit: Int) -> any HTTPResponseError
    /// Whether what follows refuses the request without reading its body: it is passed on
    /// unread, so that a client with no right to write makes the server keep none of it.
    var refusedUnread: @Sendable (Request) -> Bool = { _ in false }

    /// The API's: a write that the API's token check refuses (no token sent, the wrong
    /// one, or a server that takes no writes) is passed on unread.
    static func api(writeToken: String?) -> BodyLimitMiddleware {
        BodyLimitMiddleware { limit in
            ProblemError(.tooLarge("The request body is larger than \(limit) bytes; send at most \(limit)."))
        } refusedUnread: { request in
            AppContainer.apiRefusesWrite(method: request.method, authorization: request.headers[.authorization], writeToken: writeToken)
        }
    }

    static let forms = BodyLimitMiddleware { limit in
        PageError.message(
            status: .contentTooLarge, title: "Form too large",
            message: "The form that was sent is larger than \(limit) bytes. Go back, shorten what was typed and send it again."
        )
    }

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head, !refusedUnread(request) else { return try await next(request, context) }
        let limit = context.maxUploadSize
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit { throw refusal(limit) }
        var request = request
        do {
            _ = try await request.collectBody(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw refusal(limit)
        }
        return try await next(request, context)
    }
}
