import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("The server starts")
struct AppsStartTests {
    @Test("The server binary listens on 127.0.0.1, is healthy and serves its home page")
    func start() async throws {
        let (health, home) = try await ServerProcess.serving(["--in-memory"]) { server in
            try await (URLSession.shared.data(from: server.baseURL.appendingPathComponent("health")), URLSession.shared.data(from: server.baseURL))
        }
        #expect((health.1 as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: health.0, as: UTF8.self) == #"{"status":"ok"}"#)
        #expect((home.1 as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: home.0, as: UTF8.self).contains("<h1>"))
    }
}
