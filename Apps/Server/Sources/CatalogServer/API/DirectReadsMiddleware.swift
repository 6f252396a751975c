import Hummingbird

/// Gives the API's busiest reads their direct answer (`AppContainer.directReads()`) before
/// the generated route runs, and sends the answer's bytes as they are; every request it
/// does not answer goes on to the route.
struct DirectReadsMiddleware<Context: RequestContext>: RouterMiddleware {
    let reads: @Sendable (HTTPRequest) async throws -> (response: HTTPResponse, body: [UInt8])?

    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard let answer = try await reads(request.head) else { return try await next(request, context) }
        return Response(
            status: answer.response.status,
            headers: answer.response.headerFields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body))
        )
    }
}
