import Foundation
import HTTPTypes
import OpenAPIRuntime

/// A transport that answers every request the same way, or fails, and records the URLs
/// it was asked for and the requests themselves.
actor ScriptedTransport: ClientTransport {
    enum Answer {
        case response(status: Int, contentType: String = "application/json", body: Data, eTag: String? = nil)
        case failure(URLError)
    }

    private let answer: Answer
    private(set) var requested: [String] = []
    private(set) var sent: [HTTPRequest] = []

    init(_ answer: Answer) {
        self.answer = answer
    }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        requested.append(baseURL.absoluteString + (request.path ?? ""))
        sent.append(request)
        switch answer {
        case .response(let status, let contentType, let body, let eTag):
            var headers: HTTPFields = [.contentType: contentType]
            headers[.eTag] = eTag
            return (HTTPResponse(status: .init(code: status), headerFields: headers), HTTPBody(body))
        case .failure(let error):
            throw error
        }
    }
}

/// `value` as the server would send it.
func body(_ value: some Encodable) throws -> Data {
    try JSONEncoder().encode(value)
}
