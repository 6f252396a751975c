@testable import CatalogServer
import APIContract
import Composition
import Hummingbird
import HummingbirdTesting
import Mocks
import Testing

@Suite("Requests in flight per client: one client cannot keep the others waiting")
struct ClientRequestLimitTests {
    // A limit that refused the held requests themselves would leave them waiting at the gate.
    @Test(
        "Past the limit, a client's request is answered 429 with Retry-After before it runs, a page as a page and the API's as a problem, the probes aside; once one of its own ends, it is taken again",
        .timeLimit(.minutes(1))
    )
    func limit() async throws {
        let gate = Gate()
        let router = try ServerApplication.router(container: .mock(), clients: ClientTrust(requestsPerClient: 2))
        router.get("/held") { _, _ in
            await gate.pass()
            return "done"
        }
        // Routes of the test's own that answer at once (a fork without the sample has no products).
        router.get("/free") { _, _ in "free" }
        router.get("/api/v1/free") { _, _ in "free" }
        try await Application(router: router).test(.router) { client in
            async let first = client.execute(uri: "/held", method: .get)
            async let second = client.execute(uri: "/held", method: .get)
            await gate.waitForArrivals(2)
            // Routes that would answer at once: refused all the same, so a broken limit fails here rather than waits.
            let page = try await client.execute(uri: "/free", method: .get)
            #expect(page.status == .tooManyRequests && page.headers[.retryAfter] == "1")
            #expect(page.headers[.contentType]?.hasPrefix("text/html") == true && String(buffer: page.body).contains("Too many requests at once"))
            let api = try await client.execute(uri: "/api/v1/free", method: .get)
            #expect(api.status == .tooManyRequests && api.headers[.contentType] == Components.Schemas.Problem.mediaType)
            #expect(await gate.arrivals == 2, "a refused request did not run")
            for probe in ["/health", "/ready"] {
                #expect(try await client.execute(uri: probe, method: .get).status == .ok, "an orchestrator's \(probe) is not counted")
            }
            await gate.open()
            #expect(try await first.status == .ok)
            #expect(try await second.status == .ok)
            #expect(try await client.execute(uri: "/free", method: .get).status == .ok, "the requests that ended made room")
        }
    }
}
