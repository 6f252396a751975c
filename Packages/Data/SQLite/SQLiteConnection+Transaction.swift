extension SQLiteConnection {
    /// How a transaction begins. `immediate` takes the write lock at once, as a transaction
    /// that writes should (one that starts reading and writes later can fail midway when
    /// another connection wrote first); `deferred` takes no lock until its first statement
    /// reads, and then reads every statement from that one snapshot of the database.
    enum TransactionKind: String {
        case immediate = "BEGIN IMMEDIATE"
        case deferred = "BEGIN DEFERRED"
    }

    /// Runs `body` inside `BEGIN … COMMIT`, rolling back if it throws (a cancelled body
    /// too). `BEGIN`, `COMMIT` and `ROLLBACK` run to their end whatever the task: one
    /// stopped for its cancellation could leave the transaction open.
    func transaction<T: Sendable>(_ kind: TransactionKind = .immediate, _ body: () async throws -> T) async throws -> T {
        do {
            _ = try await queryToItsEnd(kind.rawValue)
            let result = try await body()
            _ = try await queryToItsEnd("COMMIT")
            return result
        } catch {
            _ = try? await queryToItsEnd("ROLLBACK")
            throw error
        }
    }
}
