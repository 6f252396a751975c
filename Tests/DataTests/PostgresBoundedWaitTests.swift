@testable import DataLayer
import Domain
import Foundation
import Logging
import PostgresNIO
import TestSupport
import Testing

@Suite("PostgreSQL store: every statement's wait is bounded, on a database of its own", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
struct PostgresBoundedWaitTests {
    /// What came first: the read's end, or the holder letting go of its lock after 30 s.
    enum First: Sendable {
        case read(Result<Int, PostgresStoreError>)
        case letGo
    }

    /// A store over a database of its own, with no migrations, waiting `patience` for one
    /// of its `connections` (by default long: a busy machine fails no statement as too
    /// busy where the wait is not what a test checks); closed however `body` ends.
    func withStore(
        patience: Duration = .seconds(120), preparationPatience: Duration = .seconds(60), connections: Int = PostgresTestServer.poolSize,
        stopGrace: Duration = PostgresStore.defaultStopGrace, _ body: (PostgresStore) async throws -> Void
    ) async throws {
        let server = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withDatabase(on: server) { url in
            let store = PostgresStore(
                location: try #require(PostgresLocation(url: url)), migrations: [],
                patience: patience, preparationPatience: preparationPatience, connections: connections, stopGrace: stopGrace
            )
            try await store.closed(after: body)
        }
    }

    /// A store as `withStore` makes it, and a second session on its database (another
    /// instance, or someone's open transaction); both are closed however `body` ends.
    func withStoreAndSession(
        patience: Duration = .seconds(120), preparationPatience: Duration = .seconds(60), connections: Int = PostgresTestServer.poolSize,
        stopGrace: Duration = PostgresStore.defaultStopGrace, _ body: (PostgresStore, PostgresLocation, PostgresConnection, Logger) async throws -> Void
    ) async throws {
        try await withStore(patience: patience, preparationPatience: preparationPatience, connections: connections, stopGrace: stopGrace) { store in
            let logger = Logger(label: "second-session")
            let session = try await PostgresConnection.connect(configuration: try store.location.connectionConfiguration(), id: 2, logger: logger)
            do {
                try await body(store, store.location, session, logger)
            } catch {
                try? await session.close()
                throw error
            }
            try await session.close()
        }
    }

    @Test("Statements read together run in one read-only transaction that sees one snapshot (REPEATABLE READ), as a list's page and total are read; a statement alone runs as it is")
    func oneSnapshot() async throws {
        try await withStore { store in
            let together = try await store.read(inOneSnapshot: [
                "SELECT current_setting('transaction_isolation') AS isolation, current_setting('transaction_read_only') AS reading, now()::text AS began",
                "SELECT now()::text AS began",
            ])
            let first = try #require(together[0].first).makeRandomAccess()
            #expect(try first["isolation"].decode(String.self) == "repeatable read")
            #expect(try first["reading"].decode(String.self) == "on")
            #expect(try first["began"].decode(String.self) == together[1].first?.decode(String.self), "one transaction")
            let alone = try await store.read("SELECT current_setting('transaction_isolation')")
            #expect(try alone.first?.decode(String.self) == "read committed")
        }
    }

    @Test("A read behind another session's lock fails with the storage error at the lock timeout, rather than waiting for it")
    func lockedTable() async throws {
        try await withStoreAndSession { store, location, holder, logger in
            try await check(store, at: location, behind: holder, logger: logger)
        }
    }

    func check(_ store: PostgresStore, at location: PostgresLocation, behind holder: PostgresConnection, logger: Logger) async throws {
        _ = try await store.write("CREATE TABLE held (id BIGINT)")
        // Another session holds the table, as a long migration or an open transaction would.
        try await holder.query("BEGIN", logger: logger)
        try await holder.query("LOCK TABLE held IN ACCESS EXCLUSIVE MODE", logger: logger)
        // Without a bound the read would wait as long as the lock is held: the holder lets go
        // after 30 s, so that such a read ends, and this test with it, as a failure.
        let first = try await Self.first(of: { try await Self.count(in: store) }, at: location) { _ in
            try await holder.query("ROLLBACK", logger: logger)
        }
        guard case .read(.failure(let error))? = first else {
            Issue.record("the read did not fail at the lock timeout: \(String(describing: first))")
            return
        }
        // 55P03: lock_not_available, whatever language the server speaks.
        #expect(error.description.contains("SQLSTATE 55P03"), "\(error)")
        #expect(store.usage == PoolUsage(size: PostgresTestServer.poolSize, inUse: 0, waiting: 0), "a statement that failed is counted no more")
        #expect(try await Self.count(in: store) == 0, "once let go, it reads")
    }

    /// What came first: `read`'s end, or 30 s. `letGo`, told which, then frees what the read
    /// waits for, so that a read with no bound ends too, and the test with it, as a failure.
    static func first(
        of read: @escaping @Sendable () async throws -> Int, at location: PostgresLocation, letGo: (First?) async throws -> Void
    ) async throws -> First? {
        try await withThrowingTaskGroup(of: First.self) { group in
            group.addTask {
                do {
                    return .read(.success(try await read()))
                } catch {
                    return .read(.failure(PostgresStoreError(error, at: location)))
                }
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(30))
                return .letGo
            }
            let first = try await group.next()
            group.cancelAll()
            try await letGo(first)
            try await group.waitForAll()
            return first
        }
    }

    /// How many rows `waited` holds, asked through the pool's client.
    static func written(in store: PostgresStore) async throws -> Int {
        var counted = 0
        for try await count in try await store.client().query("SELECT count(*)::BIGINT FROM waited").decode(Int.self) {
            counted = count
        }
        return counted
    }

    /// A bound for a test that could hang, past its wait for a test database (`withDatabase`
    /// lets six exist at once, and a busy machine's other PostgreSQL tests may hold them).
    static let limit = TimeLimitTrait.Duration.minutes(3)

    static func count(in store: PostgresStore) async throws -> Int {
        try await store.read("SELECT count(*)::BIGINT FROM held").first?.decode(Int.self) ?? 0
    }

    @Test("Its usage counts the statements that run on a connection now; a write whose task is cancelled once it runs answers with what it did", .timeLimit(Self.limit))
    func usage() async throws {
        try await withStoreAndSession { store, _, holder, logger in
            _ = try await store.write("CREATE TABLE held (id BIGINT)")
            try await holder.query("BEGIN", logger: logger)
            try await holder.query("LOCK TABLE held IN ACCESS EXCLUSIVE MODE", logger: logger)
            let write = Task { try await store.write("INSERT INTO held VALUES (1) RETURNING id") }
            try await until { store.usage == PoolUsage(size: PostgresTestServer.poolSize, inUse: 1, waiting: 0) }
            write.cancel()
            try await holder.query("ROLLBACK", logger: logger)
            #expect(try await write.value.first?.decode(Int.self) == 1, "its caller hears that it wrote")
            #expect(try await Self.count(in: store) == 1)
            #expect(store.usage == PoolUsage(size: PostgresTestServer.poolSize, inUse: 0, waiting: 0))
        }
    }

    @Test("A read whose task is cancelled while it runs is stopped: its caller hears so at once, the server ends the statement, and the pool opens another connection in place of the one it ran on", .timeLimit(Self.limit))
    func readStoppedWhenCancelled() async throws {
        try await withStoreAndSession(connections: 1) { store, _, observer, logger in
            try await Self.expectSleepingReadStopped(on: store, asking: observer, logger: logger)
            try await until { store.usage == PoolUsage(size: 1, inUse: 0, waiting: 0) }
            let said = PostgresStoreError(CancellationError(), at: store.location).description
            #expect(said == "a read of \(store.location) was stopped: the task that asked for it was cancelled")
        }
    }

    @Test("A read whose task is cancelled while it runs, and that ends within the store's grace, keeps its connection: its caller hears at once that it was stopped, its statements run to their end, and the next reads run on the same connection, past the moment its grace would have ended", .timeLimit(Self.limit))
    func readEndedWithinGraceKeepsConnection() async throws {
        let grace = Duration.seconds(3)
        try await withStoreAndSession(connections: 1, stopGrace: grace) { store, _, holder, logger in
            let pid = try await store.read("SELECT pg_backend_pid()")[0].decode(Int32.self)
            let read = try await Self.heldRead(on: store, by: holder, logger: logger)
            read.cancel()
            await #expect(throws: CancellationError.self, "its caller hears that it was stopped, while the statement still waits") { _ = try await read.value }
            try await Self.letGo(holder, logger: logger)
            // On the pool's one connection: once the read's transaction has ended, and
            // again across the moment its grace would have closed it.
            let next = try await store.read("SELECT pg_backend_pid()")[0].decode(Int32.self)
            let across = try await store.read("SELECT pg_backend_pid() FROM pg_sleep(\(unescaped: "\(grace.components.seconds + 1)"))")[0].decode(Int32.self)
            #expect(next == pid && across == pid, "the pool's one connection served them")
            try await until { store.usage == PoolUsage(size: 1, inUse: 0, waiting: 0) }
        }
    }

    @Test("A statement whose wait ends while the server takes no connections says why, in the server's words, rather than that the store was busy; once it takes them again, the store serves, and a wait that ends is said to be the pool's being busy again", .timeLimit(Self.limit))
    func refusedConnectionsSaid() async throws {
        try await withStoreAndSession(patience: .seconds(1), connections: 1) { store, location, session, logger in
            _ = try await store.read("SELECT 1")
            // From another database: a session may not shut the door of its own.
            let server = try #require(PostgresTestServer.url)
            try await PostgresTestServer.execute("ALTER DATABASE \(location.database) ALLOW_CONNECTIONS false", on: server)
            try await session.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()", logger: logger)
            // Until the pool has heard that the server ended its connection, it may lend it
            // once more: the read then fails otherwise, and the next one waits.
            var said = ""
            try await until {
                do {
                    _ = try await store.read("SELECT 1")
                    return false
                } catch {
                    said = PostgresStoreError(error, at: location).description
                    return said.contains("gave no connection")
                }
            }
            #expect(said.contains("\(location) gave no connection within 1 s: the last one the pool tried to open failed ("), "\(said)")
            #expect(said.contains("(database \"\(location.database)\" is not currently accepting connections (SQLSTATE 55000))"), "the server's words: \(said)")
            try await PostgresTestServer.execute("ALTER DATABASE \(location.database) ALLOW_CONNECTIONS true", on: server)
            try await until { (try? await store.read("SELECT 1")) != nil }
            // Served again, a wait that ends is the pool's being busy, not the old failure:
            // the one connection is held by a read that waits for `session`'s lock.
            let holding = try await Self.heldRead(on: store, by: session, logger: logger)
            let busy = await #expect(throws: (any Error).self) { try await store.read("SELECT 1") }
            #expect(busy.map { PostgresStoreError($0, at: location).description.contains("is too busy") } == true, "\(busy.map { "\($0)" } ?? "")")
            try await Self.letGo(session, logger: logger)
            _ = try await holding.value
        }
    }

    /// A read on `store` that waits, on one of its connections, for an advisory lock that
    /// `holder` takes first; answered once it waits, and held until `letGo(holder)`.
    static func heldRead(on store: PostgresStore, by holder: PostgresConnection, logger: Logger) async throws -> Task<[[PostgresRow]], any Error> {
        try await holder.query("SELECT pg_advisory_lock(\(unescaped: heldReadLock))", logger: logger)
        let read = Task { try await store.read(inOneSnapshot: ["SET LOCAL lock_timeout = 0", "SELECT pg_advisory_xact_lock_shared(\(unescaped: heldReadLock))"]) }
        try await PostgresTestServer.untilSomeoneWaitsForAdvisoryLock(asking: holder, logger: logger)
        return read
    }

    /// Lets a `heldRead` go on.
    static func letGo(_ holder: PostgresConnection, logger: Logger) async throws {
        try await holder.query("SELECT pg_advisory_unlock(\(unescaped: heldReadLock))", logger: logger)
    }

    static let heldReadLock = "4242"

    /// Starts a read of `pg_sleep` on `store`, whose pool has one connection, cancels it
    /// once `observer` (a session of its own on the database) sees it run, and expects it
    /// stopped once its grace is over: the server ended the statement, the caller heard
    /// so, and the next read runs on a connection the pool opened in its place.
    static func expectSleepingReadStopped(on store: PostgresStore, asking observer: PostgresConnection, logger: Logger) async throws {
        let pid = try await store.read("SELECT pg_backend_pid()")[0].decode(Int32.self)
        // Unbounded for this read, so that only the stop ends it before the test's limit.
        let read = Task { try await store.read(inOneSnapshot: ["SET LOCAL statement_timeout = 0", "SELECT pg_sleep(3600)"]) }
        try await until { await sleeping(asking: observer, logger: logger) == 1 }
        read.cancel()
        let ended = (try? await until { await sleeping(asking: observer, logger: logger) == 0 }) != nil
        // Should the read run on, it is ended here, so that the test ends as a failure.
        if !ended { try await observer.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%pg_sleep%' AND pid <> pg_backend_pid()", logger: logger) }
        #expect(ended, "the server ended the statement")
        await #expect(throws: CancellationError.self, "its caller hears that it was stopped") { _ = try await read.value }
        let next = try await store.read("SELECT pg_backend_pid()")[0].decode(Int32.self)
        #expect(next != pid, "the pool opened a connection in place of the one it closed")
    }

    /// How many of the database's other sessions run `pg_sleep` now, asked of `observer`.
    static func sleeping(asking observer: PostgresConnection, logger: Logger) async -> Int {
        let rows = try? await observer.query("""
            SELECT count(*)::BIGINT FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE '%pg_sleep%'
            """, logger: logger)
        guard let rows else { return -1 }
        var count = -1
        do {
            for try await value in rows.decode(Int.self) { count = value }
        } catch {
            return -1
        }
        return count
    }

    @Test("A statement waits at most the store's patience for a connection, fails as the store's being too busy and writes nothing; the next one, once a connection is free, runs", .timeLimit(Self.limit))
    func patienceEnds() async throws {
        try await withStore(patience: .milliseconds(200), connections: 2) { store in
            // Set up and checked through the pool's client, whose waits are not bounded: the
            // first statement waits for a connection to be opened, which a busy machine may
            // take longer than this test's patience to do.
            try await store.client().query("CREATE TABLE waited (id BIGINT)")
            try await whileEveryConnectionIsHeld(in: store) {
                // Twice: a statement that left the line leaves no turn behind.
                for _ in 0..<2 {
                    await #expect(throws: ConnectionWaitEnded.tooBusy(.milliseconds(200))) {
                        _ = try await store.write("INSERT INTO waited VALUES (1)")
                    }
                    #expect(store.usage == PoolUsage(size: 2, inUse: 0, waiting: 0), "it left the line")
                }
            }
            #expect(try await Self.written(in: store) == 0)
            let said = PostgresStoreError(ConnectionWaitEnded.tooBusy(.seconds(5)), at: store.location).description
            #expect(said == "\(store.location) is too busy: no connection came free within 5 s; try again in a moment")
        }
    }

    @Test("A statement whose task is cancelled while it waits for a connection leaves at once and writes nothing", .timeLimit(Self.limit))
    func cancelledWhileWaiting() async throws {
        // Past the test's time limit: only the cancellation can end the wait.
        try await withStore(patience: .seconds(3_600), connections: 2) { store in
            // Set up and checked through the pool's client, whose waits are not bounded: the
            // first statement waits for a connection to be opened, which a busy machine may
            // take longer than this test's patience to do.
            try await store.client().query("CREATE TABLE waited (id BIGINT)")
            try await whileEveryConnectionIsHeld(in: store) {
                let waiting = Task { try await store.write("INSERT INTO waited VALUES (1)") }
                try await until { store.usage == PoolUsage(size: 2, inUse: 0, waiting: 1) }
                waiting.cancel()
                await #expect(throws: ConnectionWaitEnded.cancelled) { _ = try await waiting.value }
                #expect(store.usage == PoolUsage(size: 2, inUse: 0, waiting: 0), "it left the line")
                // A statement cancelled before it asks never joins the line.
                let early = Task {
                    withUnsafeCurrentTask { $0?.cancel() }
                    _ = try await store.write("INSERT INTO waited VALUES (1)")
                }
                await #expect(throws: ConnectionWaitEnded.cancelled) { try await early.value }
                #expect(store.usage == PoolUsage(size: 2, inUse: 0, waiting: 0))
            }
            #expect(try await Self.written(in: store) == 0)
        }
    }

    /// Runs `body` while other work holds every connection of `store`'s pool, then lets them go.
    func whileEveryConnectionIsHeld(in store: PostgresStore, _ body: () async throws -> Void) async throws {
        let client = try await store.client()
        let size = store.connections
        let (held, holding) = AsyncStream.makeStream(of: Void.self)
        let releases = (0..<size).map { _ in AsyncStream.makeStream(of: Void.self) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for release in releases {
                group.addTask {
                    try await client.withConnection { _ in
                        holding.yield()
                        for await _ in release.stream {}
                    }
                }
            }
            var lent = held.makeAsyncIterator()
            for _ in 0..<size { _ = await lent.next() }
            defer { for release in releases { release.continuation.finish() } }
            try await body()
        }
    }

    @Test("A migration waits for another instance's however short a wait the database sets for its sessions; a statement asked meanwhile waits for it no longer than its patience for a preparation")
    func migrationUnbounded() async throws {
        try await withStoreAndSession(preparationPatience: .milliseconds(300)) { store, location, other, logger in
            try await other.query("ALTER DATABASE \(unescaped: location.database) SET lock_timeout = '100ms'", logger: logger)
            // Another instance migrating: it holds the lock every migration takes.
            try await other.query("SELECT pg_advisory_lock(\(PostgresStore.migrationLock))", logger: logger)
            let ready = Task { _ = try await store.client() }
            try await PostgresTestServer.untilSomeoneWaitsForAdvisoryLock(asking: other, logger: logger)
            // The store is being prepared: a statement gives up waiting for that at its
            // patience, and one whose task is cancelled at once, each without having started.
            // Should the statement wait for the migration, the lock goes after 30 s, so that it ends.
            let first = try await Self.first(of: { try await store.read("SELECT 1").count }, at: location) { first in
                if case .letGo? = first { try await other.query("SELECT pg_advisory_unlock(\(PostgresStore.migrationLock))", logger: logger) }
            }
            guard case .read(.failure(let error))? = first else {
                Issue.record("the statement waited for the migration: \(String(describing: first))")
                return
            }
            #expect(error == PostgresStoreError(ConnectionWaitEnded.stillPreparing(.milliseconds(300)), at: location))
            let cancelled = Task { try await store.read("SELECT 1") }
            cancelled.cancel()
            await #expect(throws: ConnectionWaitEnded.cancelled) { _ = try await cancelled.value }
            // The migration still waits, past the database's lock timeout, until the lock is free.
            try await PostgresTestServer.untilSomeoneWaitsForAdvisoryLock(asking: other, logger: logger)
            try await other.query("SELECT pg_advisory_unlock(\(PostgresStore.migrationLock))", logger: logger)
            await #expect(throws: Never.self) { try await ready.value }
            #expect(try await store.read("SELECT 1").count == 1)
        }
    }

    @Test("The pool's sessions run with both bounds, and end a statement soon after its client has gone")
    func settings() async throws {
        try await withStore { store in
            var shown: [String] = []
            let client = try await store.client()
            for setting in ["lock_timeout", "statement_timeout", "client_connection_check_interval"] {
                for try await value in try await client.query(PostgresQuery(unsafeSQL: "SHOW \(setting)")).decode(String.self) {
                    shown.append(value)
                }
            }
            #expect(shown == [PostgresLocation.lockTimeout, PostgresLocation.statementTimeout, PostgresLocation.clientCheckInterval])
        }
    }
}
