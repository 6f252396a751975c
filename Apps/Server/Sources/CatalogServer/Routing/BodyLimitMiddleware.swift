import APIContract
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

    static let api = BodyLimitMiddleware { limit in
        ProblemError(.tooLarge("The request body is larger than \(limit) bytes; send at most \(limit)."))
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
        guard request.method != .get, request.method != .head else { return try await next(request, context) }
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
