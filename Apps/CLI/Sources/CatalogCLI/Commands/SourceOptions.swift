import ArgumentParser
import Composition
import Foundation

/// Where a command's data comes from: the per-user database, another file, memory, a
/// server, or the demo data.
struct SourceOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Use the SQLite database at this path, or the PostgreSQL database at a postgres:// URL (default: $DATABASE_URL, else the per-user file); created and seeded if empty.",
        valueName: "path-or-url"
    ))
    var database: String?

    @Flag(help: "Use a fresh, seeded database in memory; nothing is saved.")
    var inMemory = false

    @Option(help: ArgumentHelp("Use the server at this URL, such as http://127.0.0.1:8080.", valueName: "url"))
    var remote: String?

    @Option(help: ArgumentHelp("With --remote: the server's token, which its writes need (default: $CATALOG_TOKEN).", valueName: "token"))
    var token: String?

    @Flag(help: "Use the built-in demo data instead of a database.")
    var demo = false

    @Option(help: ArgumentHelp("With --demo: how long every answer takes.", valueName: "seconds"))
    var delay: Double?

    @Flag(help: "With --demo: make every answer fail, to see the error screens.")
    var fail = false

    func validate() throws {
        let sources = [database != nil, inMemory, remote != nil, demo].filter { $0 }.count
        if sources > 1 {
            throw ValidationError("choose one of --database, --in-memory, --remote and --demo")
        }
        if sources == 0 || database != nil {
            do { _ = try databaseStore() } catch { throw ValidationError(error.description) }
        }
        if let remote, remoteURL(remote) == nil {
            throw ValidationError("“\(remote)” is not an http:// or https:// URL")
        }
        if !demo && (delay != nil || fail) {
            throw ValidationError("--delay and --fail only apply with --demo")
        }
        if token != nil && remote == nil {
            throw ValidationError("--token only applies with --remote")
        }
        if let remote, let url = remoteURL(remote), url.scheme == "http", !Self.isLoopback(url), remoteToken != nil {
            throw ValidationError(
                "A token would cross the network in the clear to \(remote): use an https:// URL, or a server on this machine"
            )
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
        if let remote, let url = remoteURL(remote) {
            return .live(LiveConfiguration(store: .remote(url), remoteToken: remoteToken))
        }
        // `validate` has refused a value that names no database.
        return .live(LiveConfiguration(store: (try? databaseStore()) ?? .defaultFile))
    }

    /// --token, else $CATALOG_TOKEN.
    private var remoteToken: String? {
        token ?? CLIContext.current.environment["CATALOG_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether `url` names this machine: a token sent there over plain http stays on it.
    private static func isLoopback(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        return host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    /// --database, else $DATABASE_URL, else the per-user file.
    private func databaseStore() throws(InvalidDatabaseArgument) -> LiveConfiguration.Store {
        if let database { return try LiveConfiguration.Store(database: database) }
        return try .fromEnvironment(CLIContext.current.environment)
    }

    private func remoteURL(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            return nil
        }
        return url
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
