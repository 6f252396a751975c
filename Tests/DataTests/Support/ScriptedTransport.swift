@testable import DataLayer
import Foundation

/// A transport that answers from a table, or fails, and records what it was asked.
actor ScriptedTransport: HTTPTransport {
    var answer: Result<HTTPResponse, URLError>
    private(set) var requested: [URL] = []
    private(set) var timeouts: [Duration] = []

    init(_ answer: Result<HTTPResponse, URLError>) {
        self.answer = answer
    }

    func get(_ url: URL, timeout: Duration) async throws -> HTTPResponse {
        requested.append(url)
        timeouts.append(timeout)
        return try answer.get()
    }
}

/// `value` as the server would send it.
func body(_ value: some Encodable) throws -> Data {
    try JSONEncoder().encode(value)
}
