import Foundation

extension PostgresTestServer {
    /// The most connections each store or server a test opens on its database may open
    /// (`PostgresStore`'s `connections`, `LiveConfiguration.postgresConnections`,
    /// `--postgres-connections`): a test's statements are few, where a product's default of
    /// 20 is for a server's traffic.
    public static let poolSize = 4

    /// How many test databases exist at once; a test that asks for another waits for one
    /// to be dropped. A test opens at most 12 connections on its database (two servers of
    /// `poolSize`, and sessions of its own that hold or watch a lock) and `withDatabase` one
    /// more to create and drop it, so a run opens at most 6 × 13 = 78: within the 100 a
    /// PostgreSQL server accepts by default (`max_connections`), as the server `.ci/run`
    /// starts and the workflow's service container do, however many tests a fork adds and
    /// however many of them a fast machine runs at once.
    static let databasesAtOnce = 6

    static let databases = Admission(limit: databasesAtOnce)

    /// Whether the current task, or a task it is a child of, holds one of the `databases`
    /// places: a test that nests `withDatabase` uses its place again rather than wait for
    /// one it holds itself, and its second database counts in that place's connections.
    @TaskLocal static var holdsPlace = false

    /// Runs `body` in one of the `databases` places.
    static func inPlace(_ body: () async throws -> Void) async throws {
        if holdsPlace {
            try await body()
            return
        }
        try await databases.enter()
        do {
            try await $holdsPlace.withValue(true) { try await body() }
        } catch {
            await databases.leave()
            throw error
        }
        await databases.leave()
    }
}

/// Lets at most `limit` callers in at once; the others wait in the order they came, and a
/// waiter whose task is cancelled leaves the line with `CancellationError`.
actor Admission {
    private let limit: Int
    private var inside = 0
    private var line: [(id: UUID, admit: CheckedContinuation<Void, any Error>)] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// How many are in now, and how many wait.
    var admitted: Int { inside }
    var waiting: Int { line.count }

    func enter() async throws {
        if inside < limit {
            inside += 1
            return
        }
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (admit: CheckedContinuation<Void, any Error>) in
                line.append((id, admit))
            }
        } onCancel: {
            // `cancel` waits for this actor, which `enter` keeps until it has joined the
            // line: a cancellation however early finds it there.
            Task { await self.cancel(id) }
        }
    }

    /// Hands the place over to the first waiter, if any.
    func leave() {
        if line.isEmpty {
            inside -= 1
        } else {
            line.removeFirst().admit.resume()
        }
    }

    private func cancel(_ id: UUID) {
        guard let index = line.firstIndex(where: { $0.id == id }) else { return }
        line.remove(at: index).admit.resume(throwing: CancellationError())
    }
}
