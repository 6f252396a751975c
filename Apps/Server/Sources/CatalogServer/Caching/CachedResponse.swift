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
        try await response.body.write(collector)
        status = response.status
        headers = response.headers
        body = collector.bytes
        sentBody = ResponseBody(byteBuffer: body)
    }

    /// The memory the body keeps: all of its buffer's storage, which SwiftNIO sizes to a
    /// power of two (up to twice the body's length), and which may hold more than the body.
    var bodyMemory: Int {
        body.storageCapacity
    }

    /// A new response with the kept status, headers and body.
    var response: Response {
        Response(status: status, headers: headers, body: sentBody)
    }
}

/// Collects what a response body writes. A body written as one buffer, as the pages and
/// the API write theirs, is kept as that buffer, not copied.
private final class BodyCollector: ResponseBodyWriter {
    var bytes = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        guard bytes.readableBytes > 0 else {
            bytes = buffer
            return
        }
        var buffer = buffer
        bytes.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
