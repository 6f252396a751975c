import Hummingbird
import NIOCore

/// A rendered page as a handler's answer.
struct HTMLPage: ResponseGenerator {
    let html: HTML
    var status: HTTPResponse.Status = .ok
    /// Whether a part of the page could not be read and is left out (an item of another
    /// feature, shown by its kind and id when its store failed): served, but marked
    /// `no-store`, so that no cache keeps it and the next request draws the page whole.
    var partial = false

    func response(from request: Request, context: some RequestContext) -> Response {
        response()
    }

    func response() -> Response {
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
        if partial { headers[.cacheControl] = "no-store" }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: html.utf8)))
    }
}
