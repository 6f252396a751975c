import CatalogServer
import Composition
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// Serves `container`'s routes on 127.0.0.1 and a port the system picks, once the container
/// is prepared (migrated and seeded), as `catalog-server` opens its store as it starts: a
/// client's time limit is then for an answer, not for seeding a catalog on a busy machine. Runs `body` with the server's base URL; the container is closed however
/// it ends.
func withPreparedServer(
    _ container: AppContainer, responseCache: ResponseCache?, writeToken: String?, label: String,
    _ body: @Sendable (URL) async throws -> Void
) async throws {
    do {
        try await container.prepare()
        let app = Application(
            router: try ServerApplication.router(container: container, responseCache: responseCache, writeToken: writeToken),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            logger: Logger(label: label)
        )
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await body(try #require(URL(string: "http://127.0.0.1:\(port)")))
        }
    } catch {
        await container.close()
        throw error
    }
    await container.close()
}
