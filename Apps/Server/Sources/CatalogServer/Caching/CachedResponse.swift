import Hummingbird
import NIOCore

/// A response whose body has been read into memory, so that it can be sent again. A
/// class, so that finding it in the cache, which every hit does under the cache's lock,
/// copies one reference rather than each of its parts.
final class CachedResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: ByteBuffer
    /// The body as every response sends it, made once: the bytes are shared, not copied.
    private let sentBody: ResponseBody

    /// Reads the body of `response`.
    init(_ response: Response) async throws {
        let collector = BodyCollector()
        collector.bytes.reserveCapacity(response.body.contentLength ?? 0)
        try await response.body.write(collector)
        status = response.status
        headers = response.headers
        body = collector.bytes
        sentBody = ResponseBody(byteBuffer: body)
    }

    /// The memory the body takes: SwiftNIO sizes a buffer's storage to a power of two, so
    /// up to twice its length.
    var bodyMemory: Int {
        body.capacity
    }

    /// A new response with the kept status, headers and body.
    var response: Response {
        Response(status: status, headers: headers, body: sentBody)
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
