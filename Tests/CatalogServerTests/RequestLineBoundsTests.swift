@testable import CatalogServer
import Composition
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Bounds on the request's line, before anything records it")
struct RequestLineBoundsTests {
    @Test("A target over 8 KiB is a 414 with every answer's headers and its request id, one at the bound is answered; a User-Agent reaches the routes cut to 256 bytes")
    func bounded() async throws {
        let router = try ServerApplication.router(container: .mock(), tracing: true)
        router.get("/agent") { request, _ in request.headers[.userAgent] ?? "" }
        let atBound = "/health?x=" + String(repeating: "a", count: RequestLineBoundsMiddleware.longestTarget - 10)
        let (long, bound, agent) = try await Application(router: router).test(.router) { client in
            (
                try await client.execute(uri: atBound + "a", method: .get),
                try await client.execute(uri: atBound, method: .get).status,
                text(try await client.execute(uri: "/agent", method: .get, headers: [.userAgent: String(repeating: "b", count: 255) + String(repeating: "é", count: 100)]))
            )
        }
        #expect(long.status == .uriTooLong)
        #expect(long.headers.first { $0.name.rawName == "X-Content-Type-Options" }?.value == "nosniff")
        #expect(long.headers.first { $0.name.rawName == "X-Request-ID" } != nil)
        #expect(bound == .ok)
        #expect(agent == String(repeating: "b", count: 255), "cut before the character the bound splits: \(agent.utf8.count) bytes")
    }
}
