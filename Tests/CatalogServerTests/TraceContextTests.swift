@testable import CatalogServer
import Composition
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("A caller's trace context goes on only when a trusted proxy brings it")
struct TraceContextTests {
    @Test("From a peer that is not a trusted proxy, traceparent and tracestate reach neither the tracing middleware nor the routes; from a trusted proxy both do")
    func onlyFromTrustedProxies() async throws {
        let context: HTTPFields = [
            TraceContextMiddleware.traceParent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            TraceContextMiddleware.traceState: "vendor=1",
        ]
        let untrusted = try await seen(sending: context, clients: ClientTrust())
        #expect(untrusted == ["none", "none"])
        let trusted = try await seen(sending: context, clients: ClientTrust(forwarded: try ForwardedHeaders(trustedProxies: ["127.0.0.1"])))
        #expect(trusted == ["00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", "vendor=1"])
    }

    /// The trace context a route sees of a request sent with `headers` from 127.0.0.1, to a
    /// traced server that trusts as `clients` says.
    func seen(sending headers: HTTPFields, clients: ClientTrust) async throws -> [String] {
        let router = try ServerApplication.router(container: .mock(), clients: clients, tracing: true)
        router.get("/trace-context") { request, _ in
            TraceContextMiddleware.fields.map { request.headers[$0] ?? "none" }.joined(separator: "|")
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        return try await app.test(.live) { client in
            let answer = try await client.execute(uri: "/trace-context", method: .get, headers: headers)
            return String(buffer: answer.body).split(separator: "|").map(String.init)
        }
    }
}
