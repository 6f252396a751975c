@testable import DataLayer
import Domain
import Foundation
import HTTPTypes
import OpenAPIRuntime
import Synchronization
import Testing

@Suite("The server's client through the proxy the environment names", .timeLimit(.minutes(1)))
struct APIClientProxyTests {
    @Test("A request goes through the proxy: a tunnel to the server's host and port, with the proxy's credentials, then the request inside it")
    func throughTheProxy() async throws {
        let proxy = try await TunnelingProxy()
        let server = try #require(URL(string: "http://server.test:8080"))
        let client = APIClient(baseURL: server, environment: ["http_proxy": "http://ann:s%40fe@127.0.0.1:\(proxy.port)"])
        let request = HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/api/v1/anything")
        let (response, _) = try await client.transport.send(request, body: nil, baseURL: server, operationID: "anything")
        #expect(response.status == .ok)
        let heads = try await proxy.heads()
        #expect(heads.connect.hasPrefix("CONNECT server.test:8080 HTTP/1.1\r\n"))
        // ann:s@fe, in Basic's base64.
        #expect(heads.connect.lowercased().contains("proxy-authorization: basic \("ann:s@fe".data(using: .utf8)!.base64EncodedString().lowercased())"))
        #expect(heads.tunneled.hasPrefix("GET /api/v1/anything HTTP/1.1\r\n"))
    }

    @Test("A proxy setting the app cannot use fails every request, naming the variable, and nothing is sent")
    func unusableProxy() async throws {
        let client = APIClient(baseURL: try #require(URL(string: "https://server.example")), environment: ["https_proxy": "socks5://ann:hunter2@127.0.0.1:1080"])
        let calls = Calls()
        do {
            _ = try await client.send("/api/v1/anything") { _ in calls.count() }
            Issue.record("the request was sent")
        } catch {
            #expect(error.description.contains("https_proxy (“socks5://…@127.0.0.1:1080”) is not an http:// proxy"), "\(error)")
            #expect(!error.description.contains("hunter2"))
        }
        #expect(calls.made == 0)
    }
}

/// How often a request was let through.
private final class Calls: Sendable {
    private let counted = Atomic(0)
    var made: Int { counted.load(ordering: .relaxed) }
    func count() { counted.add(1, ordering: .relaxed) }
}
