import Hummingbird
import NIOCore

/// A rendered page as a handler's answer.
struct HTMLPage: ResponseGenerator {
    let html: HTML
    var status: HTTPResponse.Status = .ok

    func response(from request: Request, context: some RequestContext) -> Response {
        response()
    }

    func response() -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: html.utf8))
        )
    }
}
