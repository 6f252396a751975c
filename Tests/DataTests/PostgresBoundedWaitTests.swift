@testable import DataLayer
import Domain
import Foundation
import Logging
import PostgresNIO
import TestSupport
import Testing

@Suite("PostgreSQL store: every statement's wait is bounded, on a database of its own", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
struct PostgresBoundedWaitTests {
    /// What came first: the read's end, or the holder letting go of its lock after `patience`.
    enum First: Sendable {
        case read(Result<Int, AppError>)
        case letGo
    }

    @Test("A read behind another session's lock fails with the storage error at the lock timeout, rather than waiting for it")
    func lockedTable() async throws {
        let server = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withDatabase(on: server) { url in
            let location = try #require(PostgresLocation(url: url))
            let store = PostgresStore(location: location, migrations: PostgresSchema.migrations)
            let repository = PostgresWarehouseRepository(store: store)
            _ = try await repository.create(WarehouseDraft(name: "Name 1"))
            // Another session holds the table, as a long migration or an open transaction would.
            let logger = Logger(label: "lock-holder")
            let holder = try await PostgresConnection.connect(configuration: try location.connectionConfiguration(), id: 2, logger: logger)
            try await holder.query("BEGIN", logger: logger)
            try await holder.query("LOCK TABLE warehouses IN ACCESS EXCLUSIVE MODE", logger: logger)
            // Without a bound the read would wait as long as the lock is held: the holder lets
            // go after 30 s, so that such a read ends, and this test with it, as a failure.
            let first = try await withThrowingTaskGroup(of: First.self) { group in
                group.addTask {
                    do throws(AppError) {
                        return .read(.success(try await repository.warehouses(WarehouseQuery(page: PageRequest())).items.count))
                    } catch {
                        return .read(.failure(error))
                    }
                }
                group.addTask {
                    try? await Task.sleep(for: .seconds(30))
                    return .letGo
                }
                let first = try await group.next()
                group.cancelAll()
                try await holder.query("ROLLBACK", logger: logger)
                try await group.waitForAll()
                return first
            }
            guard case .read(.failure(.storageUnavailable(let reason)))? = first else {
                Issue.record("the read did not fail at the lock timeout: \(String(describing: first))")
                try await holder.close()
                await store.close()
                return
            }
            #expect(reason.contains("lock timeout"), "\(reason)")
            #expect(try await repository.warehouses(WarehouseQuery(page: PageRequest())).items.count == 1, "once let go, it reads")
            try await holder.close()
            await store.close()
        }
    }

    @Test("The pool's sessions run with both bounds")
    func settings() async throws {
        let server = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withDatabase(on: server) { url in
            let store = PostgresStore(location: try #require(PostgresLocation(url: url)), migrations: PostgresSchema.migrations)
            let client = try await store.client()
            var shown: [String] = []
            for setting in ["lock_timeout", "statement_timeout"] {
                for try await value in try await client.query(PostgresQuery(unsafeSQL: "SHOW \(setting)")).decode(String.self) {
                    shown.append(value)
                }
            }
            #expect(shown == [PostgresLocation.lockTimeout, PostgresLocation.statementTimeout])
            await store.close()
        }
    }
}
