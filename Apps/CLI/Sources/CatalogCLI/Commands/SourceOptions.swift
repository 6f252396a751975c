import ArgumentParser
import Composition

/// Where a command's products come from: the per-user database, another file, memory,
/// or the demo catalog.
struct SourceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Use the SQLite database at this path; it is created and seeded if missing.", valueName: "path"))
    var database: String?

    @Flag(help: "Use a fresh, seeded database in memory; nothing is saved.")
    var inMemory = false

    @Flag(help: "Use the built-in demo catalog instead of a database.")
    var demo = false

    @Option(help: ArgumentHelp("With --demo: how long every answer takes.", valueName: "seconds"))
    var delay: Double?

    @Flag(help: "With --demo: make every answer fail, to see the error screens.")
    var fail = false

    func validate() throws {
        if database != nil && inMemory {
            throw ValidationError("--database and --in-memory cannot be used together")
        }
        if demo && (database != nil || inMemory) {
            throw ValidationError("--demo cannot be used with --database or --in-memory")
        }
        if !demo && (delay != nil || fail) {
            throw ValidationError("--delay and --fail only apply with --demo")
        }
        if let delay, !(0...60).contains(delay) {
            throw ValidationError("--delay must be between 0 and 60 seconds")
        }
    }

    func makeContainer() -> AppContainer {
        if demo {
            return .mock(MockOptions(delay: .milliseconds(Int((delay ?? 0) * 1000)), fails: fail))
        }
        if inMemory {
            return .live(LiveConfiguration(store: .inMemory))
        }
        if let database {
            return .live(LiveConfiguration(store: .file(path: database)))
        }
        return .live(LiveConfiguration(store: .defaultFile))
    }

    /// Builds the graph, runs `body` with its screens, and closes the graph either way.
    func withScreens<T>(_ body: (ScreenFactory) async throws -> T) async throws -> T {
        let container = makeContainer()
        do {
            let result = try await body(container.screens)
            await container.close()
            return result
        } catch {
            await container.close()
            throw error
        }
    }
}
