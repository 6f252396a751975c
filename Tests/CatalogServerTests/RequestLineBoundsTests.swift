@testable import CatalogServer
import Composition
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Bounds on the request's line, before anything records it")
struct RequestLineBoundsTests {
    @Test("A target over 8 KiB is a 414 page or problem with every answer's headers and its request id; one at the bound is answered")
    func target() async throws {
        let router = try ServerApplication.router(container: .mock(), tracing: true)
        let long = String(repeating: "a", count: RequestLineBoundsMiddleware.longestTarget)
        let atBound = "/health?x=" + long.dropFirst(10)
        let (page, api, bound) = try await Application(router: router).test(.router) { client in
            (
                try await client.execute(uri: atBound + "a", method: .get),
                try await client.execute(uri: "/api/v1/anything?x=" + long, method: .get),
                try await client.execute(uri: atBound, method: .get).status
            )
        }
        for (answer, type) in [(page, "text/html"), (api, "application/problem+json")] {
            #expect(answer.status == .uriTooLong)
            #expect(answer.headers[.contentType]?.hasPrefix(type) == true)
            #expect(text(answer).contains("The address is longer than 8192 bytes"))
            #expect(answer.headers.first { $0.name.rawName == "X-Content-Type-Options" }?.value == "nosniff")
            #expect(answer.headers.first { $0.name.rawName == "X-Request-ID" } != nil)
        }
        #expect(bound == .ok)
    }

    @Test("A User-Agent reaches the routes cut to 256 bytes where a scalar begins; a tracestate over 512 bytes does not reach them, a shorter one does")
    func headers() async throws {
        // Trusting the test's own address, which brings the trace context (`TraceContextMiddleware`).
        let router = try ServerApplication.router(container: .mock(), clients: ClientTrust(forwarded: try ForwardedHeaders(trustedProxies: ["127.0.0.1"])), tracing: true)
        router.get("/agent") { request, _ in request.headers[.userAgent] ?? "" }
        router.get("/trace-state") { request, _ in request.headers[TraceContextMiddleware.traceState] ?? "none" }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        let (agent, long, short) = try await app.test(.live) { client in
            (
                text(try await client.execute(uri: "/agent", method: .get, headers: [.userAgent: String(repeating: "b", count: 255) + String(repeating: "é", count: 100)])),
                text(try await client.execute(uri: "/trace-state", method: .get, headers: [TraceContextMiddleware.traceState: "v=" + String(repeating: "1", count: 600)])),
                text(try await client.execute(uri: "/trace-state", method: .get, headers: [TraceContextMiddleware.traceState: "v=1"]))
            )
        }
        #expect(agent == String(repeating: "b", count: 255), "cut before the scalar the bound splits: \(agent.utf8.count) bytes")
        #expect(long == "none")
        #expect(short == "v=1")
    }
}
