@testable import CatalogServer
import Composition
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import TestSupport
import Testing

@Suite("Metrics: /metrics on a listener of its own")
struct MetricsTests {
    /// The value of the sample `name{labels}` in `text`, Prometheus's text format.
    func sample(_ name: String, _ labels: String, in text: String) -> Double? {
        let prefix = labels.isEmpty ? "\(name) " : "\(name){\(labels)} "
        return text.split(separator: "\n").first { $0.hasPrefix(prefix) }.flatMap { Double($0.dropFirst(prefix.count)) }
    }

    func scrape(_ metrics: ServerMetrics, cache: ResponseCache?, container: AppContainer? = nil) async throws -> String {
        try await Application(router: metrics.router(cache: cache, container: container), logger: Logger(label: "test")).test(.router) { client in
            let response = try await client.execute(uri: "/metrics", method: .get)
            #expect(response.status == .ok && response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            return text(response)
        }
    }

    @Test("The counts move with the answers, by method, route as registered and status; durations are a histogram; the cache's counts are read when scraped")
    func countsMove() async throws {
        let metrics = ServerMetrics()
        // Answers kept for longer than the test can take, so that the second "/" is a hit
        // however late a busy machine runs it.
        let cache = ResponseCache(maxAge: .seconds(600))
        try await withRouter(responseCache: cache, metrics: metrics) { client in
            _ = try await client.execute(uri: "/health", method: .get)
        }
        let first = try await scrape(metrics, cache: cache)
        try await withRouter(responseCache: cache, metrics: metrics) { client in
            _ = try await client.execute(uri: "/health", method: .get)
            _ = try await client.execute(uri: "/nowhere/at/all", method: .get)
            _ = try await client.execute(uri: "/", method: .get)
            _ = try await client.execute(uri: "/", method: .get)
        }
        let second = try await scrape(metrics, cache: cache)
        #expect(sample("http_requests_total", #"method="GET",route="/health",status="200""#, in: first) == 1)
        #expect(sample("http_requests_total", #"method="GET",route="/health",status="200""#, in: second) == 2)
        #expect(second.contains(#"status="404""#) && !second.contains("nowhere"), "an unmatched path is never a route")
        #expect(sample("http_request_duration_seconds_count", #"method="GET",route="/health""#, in: second) == 2)
        #expect(sample("response_cache_hits_total", "", in: first) == 0 && sample("response_cache_renders_total", "", in: first) == 0)
        #expect(sample("response_cache_hits_total", "", in: second) == 1 && sample("response_cache_renders_total", "", in: second) == 1)
        #expect(sample("response_cache_kept_bytes", "", in: second).map { $0 > 0 } == true)
    }

    @Test("The public router has no /metrics")
    func notPublic() async throws {
        let status = try await withRouter { client in try await client.execute(uri: "/metrics", method: .get).status }
        #expect(status == .notFound)
    }

    @Test("The store's connections at most, in use and waited for are read when scraped, by pool, each pool as large as the settings say")
    func connections() async throws {
        let directory = try TemporaryDirectory()
        let file = LiveConfiguration(store: .file(path: directory.file("catalog.sqlite")), readConnections: 3, seedsEmptyDatabase: false)
        let container = AppContainer.live(file)
        let before = try await scrape(ServerMetrics(), cache: nil, container: container)
        try await container.prepare()
        let after = try await scrape(ServerMetrics(), cache: nil, container: container)
        await container.close()
        #expect(!before.contains("db_connections_in_use"), "nothing before the database is opened")
        #expect(sample("db_connections_max", #"pool="writer""#, in: after) == 1)
        #expect(sample("db_connections_max", #"pool="readers""#, in: after) == 3)
        #expect(sample("db_connections_in_use", #"pool="writer""#, in: after) == 0)
        #expect(sample("db_connections_waiting", #"pool="readers""#, in: after) == 0)
    }

    @Test("A PostgreSQL store's connections at most, its statements on one and those waiting for one are read when scraped, as one pool")
    func postgresConnections() async throws {
        // The store connects on its first statement, and this test asks none.
        let nobody = try SilentServer(listening: false)
        defer { withExtendedLifetime(nobody) {} }
        let url = try #require(URL(string: "postgres://app@127.0.0.1:\(nobody.port)/app"))
        let database = try #require(PostgresDatabase(url: url))
        let container = AppContainer.live(LiveConfiguration(store: .postgres(database), postgresConnections: 7))
        let scraped = try await scrape(ServerMetrics(), cache: nil, container: container)
        await container.close()
        #expect(sample("db_connections_max", #"pool="postgres""#, in: scraped) == 7, "the pool is as large as the settings say")
        #expect(sample("db_connections_in_use", #"pool="postgres""#, in: scraped) == 0)
        #expect(sample("db_connections_waiting", #"pool="postgres""#, in: scraped) == 0)
    }
}
