import Composition
import HTTPTypes
import Hummingbird
import NIOCore
import OpenAPIRuntime

/// Mounts the generated API's operations on Hummingbird's router, as swift-openapi-hummingbird
/// does, with two differences that every operation gains from: a read has no request body
/// to wrap, and an answer of known length up to `bufferedLimit` goes to Hummingbird as one
/// buffer, which it writes with the head in one go, instead of as a stream of chunks. The
/// bytes on the wire are the same either way. A request whose query the response cache's
/// key has read (`AppRequestContext.apiTarget`) reaches the generated code spelt as the
/// key spells it, and is not read again (`AppContainer.answerAPI`).
struct OpenAPIRouterTransport<Routes: RouterMethods>: ServerTransport where Routes.Context == AppRequestContext {
    let routes: Routes

    /// Answers up to this size are collected and sent whole; larger ones, and answers of
    /// unknown length, stream.
    static var bufferedLimit: Int { 1 << 20 }

    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    func register(
        _ handler: @escaping @concurrent @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?),
        method: HTTPRequest.Method,
        path: String
    ) throws {
        routes.on(RouterPath(path), method: method) { request, context in
            let parameters = [String: Substring](context.parameters.map { (String($0.key), $0.value) }) { first, _ in first }
            var head = request.head
            if let read = context.apiTarget { head.path = read }
            let (response, body) = try await AppContainer.answerAPI(targetRead: context.apiTarget) {
                try await handler(head, Self.body(of: request), ServerRequestMetadata(pathParameters: parameters))
            }
            return Response(status: response.status, headers: response.headerFields, body: try await Self.responseBody(body))
        }
    }

    /// What the generated code reads a request's body from; nothing for a read.
    private static func body(of request: Request) -> HTTPBody? {
        guard request.method != .get, request.method != .head else { return nil }
        let length: HTTPBody.Length = request.headers[.contentLength].flatMap(Int64.init).map { .known($0) } ?? .unknown
        return HTTPBody(request.body.map { [UInt8](buffer: $0) }, length: length, iterationBehavior: .single)
    }

    private static func responseBody(_ body: HTTPBody?) async throws -> ResponseBody {
        guard let body else { return ResponseBody(byteBuffer: ByteBuffer()) }
        if case .known(let length) = body.length, length <= bufferedLimit {
            var buffer = ByteBuffer()
            buffer.reserveCapacity(Int(length))
            for try await chunk in body { buffer.writeBytes(chunk) }
            return ResponseBody(byteBuffer: buffer)
        }
        let chunks = body.map { ByteBuffer(bytes: $0) }
        guard case .known(let length) = body.length else { return ResponseBody(asyncSequence: chunks) }
        return ResponseBody(contentLength: Int(length)) { writer in
            for try await chunk in chunks { try await writer.write(chunk) }
            try await writer.finish(nil)
        }
    }
}
