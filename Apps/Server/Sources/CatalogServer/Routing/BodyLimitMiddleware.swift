import APIContract
import Hummingbird
import NIOCore

/// Reads a request's body into memory up to the context's `maxUploadSize`, and answers
/// 413 past it, before anything behind it reads the body: the generated API code would
/// otherwise collect a body of any size. A `Content-Length` over the limit is refused
/// before a byte of the body is read.
struct BodyLimitMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head else { return try await next(request, context) }
        let limit = context.maxUploadSize
        let tooLarge = ProblemError(.tooLarge("The request body is larger than \(limit) bytes; send at most \(limit)."))
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit { throw tooLarge }
        var request = request
        do {
            _ = try await request.collectBody(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw tooLarge
        }
        return try await next(request, context)
    }
}
