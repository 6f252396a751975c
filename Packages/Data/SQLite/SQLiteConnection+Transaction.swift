extension SQLiteConnection {
    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back if it throws.
    func transaction<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        _ = try await query("BEGIN IMMEDIATE")
        do {
            let result = try await body()
            _ = try await query("COMMIT")
            return result
        } catch {
            _ = try? await query("ROLLBACK")
            throw error
        }
    }
}
