import DataLayer
import Foundation
import PostgresNIO

/// The PostgreSQL server tests may use: `CATALOG_TEST_POSTGRES_URL`, such as
/// `postgres://ci@127.0.0.1:5432/postgres?sslmode=disable`, for a user that may
/// create databases. `.ci/run` starts one in a temporary folder and sets it.
public enum PostgresTestServer {
    public static var url: URL? {
        ProcessInfo.processInfo.environment["CATALOG_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : URL(string: $0) }
    }

    /// Whether a missing server is a failure rather than a skip: `CATALOG_TEST_POSTGRES_REQUIRED=true`,
    /// which `.ci/run` and the workflow's Linux job set. Not the generic `CI`, which every
    /// CI system sets, with or without a PostgreSQL server.
    public static var isRequired: Bool {
        ProcessInfo.processInfo.environment["CATALOG_TEST_POSTGRES_REQUIRED"] == "true"
    }

    public static let missing = """
        PostgreSQL: CATALOG_TEST_POSTGRES_URL is not set, so the PostgreSQL cases do not run here; \
        .ci/run starts a server and sets it (CATALOG_TEST_POSTGRES_REQUIRED=true makes a missing one a failure)
        """

    /// Creates a database with a name of its own, runs `body` with its URL, and drops it;
    /// waits first while `databasesAtOnce` others exist. Each store or server `body` opens
    /// there is to open at most `poolSize` connections (`withMigratedStore`'s does). A call
    /// within `body`, or within a task `body` starts, waits for nothing: its database is
    /// the test's, and its connections count in the test's budget.
    public static func withDatabase(on server: URL, _ body: (URL) async throws -> Void) async throws {
        try await inPlace { try await withNewDatabase(on: server, body) }
    }

    private static func withNewDatabase(on server: URL, _ body: (URL) async throws -> Void) async throws {
        guard let admin = PostgresLocation(url: server) else { throw PostgresStoreError("not a PostgreSQL URL: \(server)") }
        let name = "catalog_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        do {
            // From template0, which no session may connect to. template1, the default, is
            // refused while another session is connected to it, and autovacuum's workers
            // visit every database in turn: one a busy machine keeps there past the 5 s
            // the server waits for it to leave fails the creation.
            try await withClient(admin) { client in
                try await client.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name) TEMPLATE template0"))
            }
        } catch {
            // In the server's words: a PSQLError says nothing more when printed.
            throw PostgresStoreError(error, at: admin)
        }
        var components = URLComponents(url: server, resolvingAgainstBaseURL: false)
        components?.path = "/" + name
        do {
            try await body(try url(components))
        } catch {
            try? await drop(name, on: admin)
            throw error
        }
        try await drop(name, on: admin)
    }

    /// Runs `body` with a store migrated to the latest schema on a database of its own
    /// (`withDatabase`), and that database's URL; the store is closed afterwards, whether or
    /// not `body` throws. Its statements wait up to 120 s for a connection, so that a
    /// machine busy with other tests fails none of them as too busy.
    public static func withMigratedStore(on server: URL, _ body: (PostgresStore, URL) async throws -> Void) async throws {
        try await withDatabase(on: server) { url in
            guard let location = PostgresLocation(url: url) else { throw PostgresStoreError("not a PostgreSQL URL: \(url)") }
            let store = PostgresStore(
                location: location, migrations: PostgresSchema.migrations, patience: .seconds(120), connections: poolSize
            )
            try await store.closed { try await body($0, url) }
        }
    }

    /// Runs `sql`, a test's own statement, on the database at `url`.
    public static func execute(_ sql: String, on url: URL) async throws {
        guard let location = PostgresLocation(url: url) else { throw PostgresStoreError("not a PostgreSQL URL: \(url)") }
        try await withClient(location) { client in
            try await client.query(PostgresQuery(unsafeSQL: sql))
        }
    }

    private static func url(_ components: URLComponents?) throws -> URL {
        guard let url = components?.url else { throw PostgresStoreError("the test database's URL could not be made") }
        return url
    }

    private static func drop(_ name: String, on admin: PostgresLocation) async throws {
        do {
            try await withClient(admin) { client in
                try await client.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"))
            }
        } catch {
            throw PostgresStoreError(error, at: admin)
        }
    }

    static func withClient(_ location: PostgresLocation, _ body: (PostgresClient) async throws -> Void) async throws {
        let client = PostgresClient(configuration: try location.clientConfiguration())
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await client.run() }
            try await body(client)
            group.cancelAll()
        }
    }
}

extension PostgresStore {
    /// Runs `body` with the store, and closes it however `body` ends.
    public nonisolated func closed<T>(after body: (PostgresStore) async throws -> T) async throws -> T {
        do {
            let value = try await body(self)
            await close()
            return value
        } catch {
            await close()
            throw error
        }
    }
}
