import DataLayer
import Domain
import Foundation
import TestSupport
import Testing

@Suite("The server's database on disk: it survives a restart, and a kill in the middle of writes")
struct DurabilityTests {
    static let token = "durability-token"

    static func draft(_ name: String) -> ProductDraft {
        ProductDraft(name: name, summary: "", priceMinorUnits: 1_250, currencyCode: "USD", categorySlug: "garden", stock: 3)
    }

    static func repository(_ server: ServerProcess) -> RemoteProductRepository {
        RemoteProductRepository(client: APIClient(baseURL: server.baseURL, token: token))
    }

    @Test("What one server saved, the next one started on the same file serves")
    func survivesRestart() async throws {
        let folder = try TemporaryDirectory()
        let arguments = ["--database", folder.file("catalog.sqlite"), "--token", Self.token, "--cache-max-age", "0"]
        let (created, updated) = try await ServerProcess.serving(arguments) { first in
            try await (
                Self.repository(first).create(Self.draft("Restart Planter")),
                Self.repository(first).update(id: ProductID(7), expectedVersion: 1, with: Self.draft("Renamed Seven"))
            )
        }
        let read = try await ServerProcess.serving(arguments) { second in
            let repository = Self.repository(second)
            return try await (repository.product(id: created.id), repository.product(id: ProductID(7)))
        }
        #expect(read.0 == created)
        #expect(read.1 == updated)
    }

    @Test("Killed with SIGKILL during a burst of writes, the database opens, is intact, and holds every write answered 2xx")
    func survivesKill() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("catalog.sqlite")
        let server = try await ServerProcess.start(["--database", path, "--token", Self.token, "--cache-max-age", "0"])
        let repository = Self.repository(server)
        _ = try await repository.product(id: ProductID(1)) // the database exists before the burst

        // Writers send one write after another until the server is gone; the one that
        // records the 100th answer kills it, so writes are in flight when it dies.
        let answers = Answers()
        let killAfter = 100
        let writers = 8
        let endings = await withTaskGroup(of: Bool.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    for step in 0..<150 {
                        let name = "Burst \(writer)-\(step)"
                        // Creates, and updates of products no other writer touches: none conflicts.
                        let write: Product
                        do {
                            write = step.isMultiple(of: 2)
                                ? try await repository.create(Self.draft(name))
                                : try await repository.update(
                                    id: ProductID(Int64(writer * 75 + step / 2 + 1)), expectedVersion: 1, with: Self.draft(name)
                                )
                        } catch let error as AppError {
                            guard case .storageUnavailable = error else {
                                Issue.record("a write failed before the server died: \(error)")
                                return false
                            }
                            // Gone, once it is killed. Before, a refusal of a server that a
                            // busy machine slowed: that write is left, whether or not it landed.
                            if await answers.killed { return true }
                            continue
                        } catch {
                            Issue.record("a write failed before the server died: \(error)")
                            return false
                        }
                        if await answers.record(write) == killAfter {
                            await answers.markKilled()
                            await server.kill()
                        }
                    }
                    return false
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        await server.kill() // a no-op when the 100th answer killed it; else the test fails below, the server gone
        let answered = await answers.products
        #expect(endings.allSatisfy { $0 }, "every writer was still writing when the server died")
        #expect(answered.count >= killAfter)

        let store = SQLiteStore(location: .file(path: path), migrations: SQLiteSchema.migrations)
        let connection = try await store.connection()
        let check = try await connection.query("PRAGMA integrity_check").map { $0.column("integrity_check")?.string }
        #expect(check == ["ok"])
        let local = SQLiteProductRepository(store: store)
        for product in answered {
            let stored = try await local.product(id: product.id)
            #expect(stored == product, "\(product.name)")
        }
        await store.close()
    }
}

/// The writes the server answered 2xx, in the order their answers came.
private actor Answers {
    private(set) var products: [Product] = []
    /// Whether the server is killed, or about to be: a write that fails now failed with it.
    private(set) var killed = false

    /// Records `product` and returns how many are recorded.
    func record(_ product: Product) -> Int {
        products.append(product)
        return products.count
    }

    func markKilled() {
        killed = true
    }
}
