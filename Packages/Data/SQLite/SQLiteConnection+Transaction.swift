extension SQLiteConnection {
    /// How a transaction begins. `immediate` takes the write lock at once, as a transaction
    /// that writes should (one that starts reading and writes later can fail midway when
    /// another connection wrote first); `deferred` takes no lock until its first statement
    /// reads, and then reads every statement from that one snapshot of the database.
    enum TransactionKind: String {
        case immediate = "BEGIN IMMEDIATE"
        case deferred = "BEGIN DEFERRED"
    }

    /// Runs `body` inside `BEGIN … COMMIT`, rolling back if it (or its `BEGIN`) throws. A
    /// cancelled body's statements may be stopped, its `BEGIN`, `COMMIT` and `ROLLBACK`
    /// never: only a query is (`PreparedStatement.isQuery`).
    func transaction<T: Sendable>(_ kind: TransactionKind = .immediate, _ body: () async throws -> T) async throws -> T {
        do {
            _ = try await query(kind.rawValue)
            let result = try await body()
            _ = try await query("COMMIT")
            return result
        } catch {
            _ = try? await query("ROLLBACK")
            throw error
        }
    }
}
