import DataLayer
import Domain
import Foundation
import HTTPTypes
import Mocks
import OpenAPIRuntime
import Synchronization
import WebAPI

/// The object graph of an app: every use case, over one set of repositories. The only
/// place that knows which implementation sits behind each Domain port. Each feature's
/// use cases are in a file of the feature's (`AppContainer+Orders.swift`).
public struct AppContainer: Sendable {
    public let repositories: Repositories
    /// Says when the data changed, where the graph can see every change.
    public let changes: ChangeSignal?
    private let release: @Sendable () async -> Void
    private let preparation: @Sendable () async throws(AppError) -> Void
    private let usage: @Sendable () -> [ConnectionUsage]

    /// - Parameters:
    ///   - release: closes what the graph holds open.
    ///   - preparation: opens the graph's store (migrating and seeding it), and throws
    ///     when it does not answer with its latest schema.
    ///   - usage: the store's connections lent and waited for now.
    public init(
        repositories: Repositories, changes: ChangeSignal? = nil,
        release: @escaping @Sendable () async -> Void = {}, preparation: @escaping @Sendable () async throws(AppError) -> Void = {},
        usage: @escaping @Sendable () -> [ConnectionUsage] = { [] }
    ) {
        self.repositories = repositories
        self.changes = changes
        self.release = release
        self.preparation = preparation
        self.usage = usage
    }

    /// The store's connections now, by pool: what a server's metrics show. None for a
    /// store that keeps no count (the API's, the doubles) or before a SQLite database is opened.
    public var connectionUsage: [ConnectionUsage] { usage() }

    /// Whether the store answers within `limit` and its schema is the latest: a database
    /// that is down, slow or behind says no. A graph over the API or the doubles has no
    /// store of its own, and says yes.
    public func isReady(within limit: Duration) async -> Bool {
        let readiness = { @Sendable in (try? await preparation()) != nil }
        let waiting = Mutex<CheckedContinuation<Bool, Never>?>(nil)
        let answer = { @Sendable (ready: Bool) in waiting.withLock { $0.take() }?.resume(returning: ready) }
        return await withCheckedContinuation { continuation in
            waiting.withLock { $0 = continuation }
            // Unstructured, so that a store that never answers cannot hold the answer past
            // the deadline; the deadline cancels the check, and the check the deadline.
            let check = Task { answer(await readiness()) }
            Task {
                try? await Task.sleep(for: limit)
                check.cancel()
                answer(false)
            }
        }
    }

    /// Opens the store, migrating it to the latest schema and seeding it when new (and
    /// asked to): what a migrate job runs once before the servers start. A graph over the
    /// API or the doubles has nothing to prepare.
    /// - Throws: `storageUnavailable` saying why the store cannot be used.
    public func prepare() async throws(AppError) {
        try await preparation()
    }

    /// Makes the view model of each screen.
    public var screens: ScreenFactory { ScreenFactory(container: self) }

    /// Mounts the JSON API, over the same use cases, on a server's OpenAPI transport.
    /// Writes need `writeToken` as a bearer token; without one, the API takes none.
    /// `outer` runs around each operation, before the API's own middlewares.
    public func registerAPI(on transport: any ServerTransport, writeToken: String?, outer: [any ServerMiddleware] = []) throws {
        try apiServer(writeToken: writeToken).register(on: transport, outer: outer)
    }

    /// Runs `answer`, the API's handler for one request, with the request's target marked
    /// as read: `read` is its path and query as the grammar spelt them already (a server's
    /// response cache reads them for its key), and a request with that target is not read
    /// again. `nil` marks nothing.
    public static func answerAPI<Answer>(targetRead read: String?, _ answer: () async throws -> Answer) async rethrows -> Answer {
        try await QueryGrammarMiddleware.$targetRead.withValue(read, operation: answer)
    }

    /// Whether the JSON API answers a request of `method` that sends `authorization` with
    /// a 401 for its credential (a write whose bearer token is not `writeToken`): what a
    /// server's throttle counts as a wrong guess before the request runs, so that guesses
    /// sent at once meet the same limit as guesses sent one after another, while a writer
    /// with the token sends as many writes at once as it likes.
    public static func apiRefusesCredential(method: HTTPRequest.Method, authorization: String, writeToken: String?) -> Bool {
        WriteAccessMiddleware.refusesCredential(method: method, authorization: authorization, token: writeToken)
    }

    /// Whether the JSON API refuses a request of `method` that sends `authorization`
    /// before it runs (a write without `writeToken`, or to a server that takes none), so
    /// that a server need not read its body first.
    public static func apiRefusesWrite(method: HTTPRequest.Method, authorization: String?, writeToken: String?) -> Bool {
        WriteAccessMiddleware.refuses(method: method, authorization: authorization, token: writeToken)
    }

    /// The JSON API over this graph's use cases, before it is mounted.
    func apiServer(writeToken: String?) -> APIServer {
        APIServer(api: UseCaseAPI(useCases: self), writeToken: writeToken)
    }

    /// Closes what the graph holds open, such as the database.
    public func close() async {
        await release()
    }
}

/// The API runs the same use cases as the screens.
extension AppContainer: APIUseCases {}

extension AppContainer {
    /// The folders and file of the per-user database: its folder on Linux, lower case as
    /// the command's name, and on macOS, named as the app is.
    static let databaseFolder = "catalog"
    static let applicationSupportFolder = "Catalog"
    static let databaseFile = "catalog.sqlite"

    /// The production graph: use cases over the SQLite or PostgreSQL repositories, or
    /// over the app's server's JSON API. The database is opened, migrated and seeded on
    /// first use (and the server first asked on first use), so this never fails; a store
    /// that cannot be read shows up as the first screen's error.
    public static func live(_ configuration: LiveConfiguration = LiveConfiguration()) -> AppContainer {
        switch configuration.store {
        case .remote(let url):
            AppContainer(repositories: .remote(url, token: configuration.remoteToken, proxyEnvironment: configuration.proxyEnvironment))
        case .defaultFile:
            sqlite(
                at: .defaultFile(folder: databaseFolder, applicationSupportFolder: applicationSupportFolder, name: databaseFile),
                readers: configuration.readConnections,
                seeding: configuration.seedsEmptyDatabase,
                traced: configuration.tracesStore
            )
        case .file(let path):
            sqlite(at: .file(path: path), readers: configuration.readConnections, seeding: configuration.seedsEmptyDatabase, traced: configuration.tracesStore)
        case .inMemory: sqlite(at: .inMemory, readers: 0, seeding: configuration.seedsEmptyDatabase, traced: configuration.tracesStore)
        case .postgres(let database):
            postgres(database, connections: configuration.postgresConnections, seeding: configuration.seedsEmptyDatabase, traced: configuration.tracesStore)
        }
    }

    /// The app's PostgreSQL schema, seeded when new unless told not to.
    private static func postgres(_ database: PostgresDatabase, connections: Int, seeding: Bool, traced: Bool) -> AppContainer {
        let store = PostgresStore(
            location: database.location, migrations: PostgresSchema.migrations, seed: postgresSeed(seeding), connections: connections, traced: traced
        )
        return AppContainer(
            repositories: .postgres(store),
            release: { await store.close() },
            preparation: { () throws(AppError) in try await store.prepareForUse() },
            usage: { [ConnectionUsage(pool: "postgres", store.usage)] }
        )
    }

    /// The app's schema, seeded when new unless told not to.
    private static func sqlite(at location: StoreLocation, readers: Int, seeding: Bool, traced: Bool) -> AppContainer {
        let store = SQLiteStore(
            location: location,
            migrations: SQLiteSchema.migrations,
            seed: sqliteSeed(seeding),
            readers: readers,
            traced: traced
        )
        return AppContainer(
            repositories: .sqlite(store),
            changes: ChangeSignal { await store.changedSinceLastAsked() },
            release: { await store.close() },
            preparation: { () throws(AppError) in try await store.prepareForUse() },
            usage: {
                store.usage.map { usage in
                    [ConnectionUsage(pool: "writer", usage.writer), ConnectionUsage(pool: "readers", usage.readers)]
                } ?? []
            }
        )
    }

    /// What an empty SQLite database starts with: the sample catalog, unless told not to.
    private static func sqliteSeed(_ seeding: Bool) -> SQLiteStore.Seed {
        // sample:begin
        if seeding { return SampleCatalogWriter(catalog: .standard).writeIfNew }
        // sample:end
        return { @Sendable _ in }
    }

    /// What an empty PostgreSQL database starts with: the sample catalog, unless told not to.
    private static func postgresSeed(_ seeding: Bool) -> PostgresStore.Seed {
        // sample:begin
        if seeding { return SampleCatalogWriter(catalog: .standard).writeIfNew }
        // sample:end
        return { @Sendable _, _ in }
    }

    /// The demo and test graph: use cases over the in-memory fixture catalog, as slow
    /// or as broken as asked.
    public static func mock(_ options: MockOptions = MockOptions()) -> AppContainer {
        let behavior: MockBehavior<AppError> = options.fails
            ? .unavailable("the demo data was asked to fail (--fail)", delay: options.delay)
            : MockBehavior(delay: options.delay)
        return AppContainer(repositories: .mock(behavior: behavior))
    }
}
