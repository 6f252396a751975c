import Hummingbird
import NIOCore

/// A response whose body has been read into memory, so that it can be sent again.
struct CachedResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: ByteBuffer

    /// Reads the body of `response`.
    init(_ response: Response) async throws {
        let collector = BodyCollector()
        try await response.body.write(collector)
        status = response.status
        headers = response.headers
        body = collector.bytes
    }

    /// A new response with the kept status, headers and body; the body is shared, not copied.
    var response: Response {
        Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}

/// Collects what a response body writes.
private final class BodyCollector: ResponseBodyWriter {
    var bytes = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        bytes.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
