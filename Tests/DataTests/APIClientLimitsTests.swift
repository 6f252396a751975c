@testable import DataLayer
import Domain
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
        // The client hung up at its bound: what the server got out is that, what the
        // sockets' buffers took, and what was read before the hang-up reached the socket:
        // tens of MiB on a busy machine (up to 86 seen with both cores loaded), never
        // the endless rest.
        let sent = try await server.bodyBytesSent()
        #expect(sent < HostileServer.endlessLimit / 4, "the server got \(sent >> 20) MiB out before the client hung up")
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

@Suite("The server's client against a server that redirects", .timeLimit(.minutes(1)))
struct APIClientRedirectTests {
    @Test("A redirect is not followed: one request is sent, and the error says where it points")
    func notFollowed() async throws {
        let server = try await RedirectingServer()
        let request = HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/api/v1/anything")
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(server.port)"))
        await #expect(throws: RedirectRefusalMiddleware.Redirected(status: 302, location: "/hop/1")) {
            try await RedirectRefusalMiddleware().intercept(request, body: nil, baseURL: baseURL, operationID: "anything") {
                try await APIClient.transport(through: nil).send($0, body: $1, baseURL: $2, operationID: "anything")
            }
        }
        #expect(server.requestsAnswered == 1)
    }

    @Test("Every request of the app's client passes through the refusal, and its error names the address to use instead")
    func namedInTheError() async throws {
        #expect(APIClient.middlewares(timeout: .seconds(1), maximumAnswerBytes: 1, token: nil).contains { $0 is RedirectRefusalMiddleware })
        let client = APIClient(baseURL: try #require(URL(string: "http://old.example")), transport: APIClient.transport(through: nil))
        let redirect = RedirectRefusalMiddleware.Redirected(status: 301, location: "https://new.example/api/v1/things")
        let error = await #expect(throws: AppError.self) {
            try await client.send("/api/v1/things") { _ in
                throw ClientError(operationID: "things", operationInput: (), causeDescription: "redirected", underlyingError: redirect)
            }
        }
        #expect(error == .storageUnavailable(
            "the server at http://old.example/api/v1/things sends its clients elsewhere (301, to https://new.example/api/v1/things), which this app does not follow; name the server by the address it points to"
        ))
    }
}
