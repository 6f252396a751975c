@testable import DataLayer
import Foundation
import HTTPTypes
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import Testing

@Suite("The server's client against a hostile server: every answer held to a size and a time", .timeLimit(.minutes(1)))
struct APIClientLimitsTests {
    @Test("An answer within the limits is read whole, and the deadline's timer ends with it")
    func withinLimits() async throws {
        let server = try await HostileServer(answering: .declaring(length: 100_000))
        // A timer left to run would hold the answer past the suite's time limit.
        let body = try await answer(from: server, AnswerLimitsMiddleware(timeout: .seconds(120), maximumBytes: 100_000))
        #expect(body.count == 100_000)
    }

    @Test("An answer that says it is longer than the limit is refused on its head alone")
    func declaredTooLong() async throws {
        let server = try await HostileServer(answering: .promising(length: 1 << 40))
        await #expect(throws: AnswerLimit.tooLarge(maximumBytes: 64 << 10)) {
            try await answer(from: server, AnswerLimitsMiddleware(timeout: .seconds(30), maximumBytes: 64 << 10))
        }
        // Returns once the client has hung up, which it does on the head alone.
        _ = try await server.bodyBytesSent()
    }

    @Test("An answer without end is refused once it passes the limit, and its connection closed")
    func endless() async throws {
        let server = try await HostileServer(answering: .endless)
        await #expect(throws: AnswerLimit.tooLarge(maximumBytes: 1 << 20)) {
            try await answer(from: server, AnswerLimitsMiddleware(timeout: .seconds(30), maximumBytes: 1 << 20))
        }
        #expect(try await server.bodyBytesSent() < 1 << 30)
    }

    @Test("An answer that comes a byte at a time is given up after the timeout, though bytes keep coming")
    func trickling() async throws {
        let server = try await HostileServer(answering: .trickling(length: 10_000, every: .milliseconds(20)))
        await #expect(throws: AnswerLimit.tooSlow(.milliseconds(500))) {
            try await answer(from: server, AnswerLimitsMiddleware(timeout: .milliseconds(500), maximumBytes: 1 << 20))
        }
        // Returns once the client has hung up: the trickle would take 200 s.
        _ = try await server.bodyBytesSent()
    }

    /// The body `middleware` lets through from `server`, over the transport the app uses.
    private func answer(from server: HostileServer, _ middleware: AnswerLimitsMiddleware) async throws -> [UInt8] {
        let request = HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/api/v1/anything")
        let (_, body) = try await middleware.intercept(request, body: nil, baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, operationID: "anything") {
            try await APIClient.transport(through: nil).send($0, body: $1, baseURL: $2, operationID: "anything")
        }
        return try await [UInt8](collecting: try #require(body), upTo: .max)
    }
}

@Suite("The server's client against a server that redirects without end", .timeLimit(.minutes(1)))
struct APIClientRedirectTests {
    @Test("At most five redirects are followed: the sixth is an error, and no seventh request is sent")
    func redirectsWithoutEnd() async throws {
        let server = try await RedirectingServer()
        let request = HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/api/v1/anything")
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(server.port)"))
        await #expect(throws: (any Error).self) {
            try await APIClient.transport(through: nil).send(request, body: nil, baseURL: baseURL, operationID: "anything")
        }
        #expect(server.requestsAnswered == 6)
    }
}
