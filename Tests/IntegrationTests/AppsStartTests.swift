import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
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

    @Test("The server opens its store as it starts, before any request: a new database file is created and migrated")
    func opensStoreAtStart() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("catalog.sqlite")
        try await ServerProcess.serving(["--database", path]) { server in
            #expect(server.logText.contains(ServerProcess.storeOpened), "\(server.logText)")
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("A database that is not there yet does not stop the server: it listens, /health is 200, /ready 503, and the log says why without the password")
    func listensWithoutStore() async throws {
        let nobody = try SilentServer(listening: false) // holds a port, with nothing there
        let database = "postgres://ready:secret-word@127.0.0.1:\(nobody.port)/shop?sslmode=disable"
        try await ServerProcess.serving(["--database", database]) { server in
            let health = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("health"))
            let ready = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("ready"))
            #expect((health.1 as? HTTPURLResponse)?.statusCode == 200)
            #expect((ready.1 as? HTTPURLResponse)?.statusCode == 503)
            #expect(server.logText.contains(ServerProcess.storeNotOpened), "\(server.logText)")
            #expect(!server.logText.contains("secret-word"), "\(server.logText)")
        }
        withExtendedLifetime(nobody) {}
    }
}
