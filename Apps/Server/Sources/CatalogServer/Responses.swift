import APIContract
import Foundation
import Hummingbird
import NIOCore

enum HTMLResponse {
    static func make(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }
}

enum JSONResponse {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func ok(_ value: some Encodable) -> Response {
        make(value, status: .ok, contentType: "application/json")
    }

    static func make(_ value: some Encodable, status: HTTPResponse.Status, contentType: String) -> Response {
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return Response(
            status: status,
            headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}

/// RFC 9457 problem details as the response.
enum ProblemResponse {
    static func make(_ problem: ProblemDTO) -> Response {
        JSONResponse.make(problem, status: HTTPResponse.Status(code: problem.status), contentType: ProblemDTO.mediaType)
    }
}
