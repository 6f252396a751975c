import ArgumentParser
import Composition
import Configuration
import Foundation

/// Where a command's data comes from: the per-user database, another file, memory, a
/// server, or the demo data.
struct SourceOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Use the SQLite database at this path, or the PostgreSQL database at a postgres:// URL (default: $CATALOG_DATABASE or $DATABASE_URL, else the per-user file); created and seeded if new.",
        valueName: "path-or-url"
    ))
    var database: String?

    @Flag(help: "Use a fresh, seeded database in memory; nothing is saved.")
    var inMemory = false

    @Option(help: ArgumentHelp("Use the server at this URL, such as http://127.0.0.1:8080 (default: $CATALOG_REMOTE).", valueName: "url"))
    var remote: String?

    @Option(help: ArgumentHelp("With a server: its token, which its writes need (default: $CATALOG_TOKEN).", valueName: "token"))
    var token: String?

    @Flag(help: "Use the built-in demo data instead of a database.")
    var demo = false

    @Option(help: ArgumentHelp("With --demo: how long every answer takes.", valueName: "seconds"))
    var delay: Double?

    @Flag(help: "With --demo: make every answer fail, to see the error screens.")
    var fail = false

    @Option(help: ArgumentHelp("Read the database, the server and its token from this JSON file too, below the environment and the flags (default: $CATALOG_CONFIG).", valueName: "path"))
    var config: String?

    func validate() throws {
        let sources = [database != nil, inMemory, remote != nil, demo].filter { $0 }.count
        if sources > 1 {
            throw ValidationError("choose one of --database, --in-memory, --remote and --demo")
        }
        if let database {
            do { _ = try LiveConfiguration.Store(database: database) } catch { throw ValidationError(error.description) }
        }
        if let remote, Settings.httpURL(remote) == nil {
            throw ValidationError("“\(remote)” is not an http:// or https:// URL")
        }
        if !demo && (delay != nil || fail) {
            throw ValidationError("--delay and --fail only apply with --demo")
        }
        if token != nil && (database != nil || inMemory || demo) {
            throw ValidationError("--token only applies with a server (--remote)")
        }
        if let delay, !(0...60).contains(delay) {
            throw ValidationError("--delay must be between 0 and 60 seconds")
        }
    }

    /// The graph the flags ask for; without a flag that chooses, the one the environment
    /// or the settings file names (`SettingsSources`): a server or a database, as the first
    /// of them that names either chooses, else the per-user file.
    func makeContainer() async throws -> AppContainer {
        if demo {
            return .mock(MockOptions(delay: .milliseconds(Int((delay ?? 0) * 1000)), fails: fail))
        }
        if inMemory {
            return .live(LiveConfiguration(store: .inMemory))
        }
        if let database {
            // `validate` has read it: the flag decides, whatever else is set. Read again (its
            // authorities' file may have gone since), it fails rather than fall back to a file.
            do {
                return .live(LiveConfiguration(store: try LiveConfiguration.Store(database: database)))
            } catch {
                throw ValidationError(error.description)
            }
        }
        do {
            return try await settingsContainer(settings())
        } catch let error as SettingsError {
            throw ValidationError(error.description)
        }
    }

    /// The graph the environment or the settings file names: a server or a database, as
    /// the first source that names either chooses (`DATABASE_URL` only where none names a
    /// server), else the per-user file.
    private func settingsContainer(_ settings: Settings) async throws -> AppContainer {
        if await settings.chosen(among: ["remote", "database"]) != "database", let url = try await settings.httpURL("remote") {
            let token = try await settings.string("token")
            if token != nil, LiveConfiguration.Store.remote(url).sendsTokenInClear {
                throw ValidationError(
                    "A token would cross the network in the clear to \(url.absoluteString): use an https:// URL, or a server on this machine"
                )
            }
            return .live(LiveConfiguration(store: .remote(url), remoteToken: token, proxyEnvironment: CLIContext.current.environment))
        }
        if token != nil {
            throw ValidationError("--token only applies with a server (--remote, or \(SettingsError.names(of: "remote")))")
        }
        guard let database = try await settings.string("database") else { return .live(LiveConfiguration(store: .defaultFile)) }
        do {
            return .live(LiveConfiguration(store: try LiveConfiguration.Store(database: database)))
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The flags, the environment and the settings file, as one reader.
    private func settings() async throws -> Settings {
        let flags = [
            SettingsSources.flag("database", database.map { .string($0) }),
            SettingsSources.flag("remote", remote.map { .string($0) }),
            SettingsSources.flag("token", token.map { .string($0) }),
            SettingsSources.flag(SettingsSources.fileKey, config.map { .string($0) }),
        ].compactMap(\.self)
        do {
            return try await SettingsSources.settings(flags: flags, environment: CLIContext.current.environment)
        } catch {
            throw ValidationError("The settings file cannot be read: \(error)")
        }
    }

    /// Builds the graph, prepares its store, runs `body` with its screens, and closes the
    /// graph either way. The store is prepared first and waited for as long as that takes
    /// (a PostgreSQL database another instance is migrating, or a migration and seed of its
    /// own), where a screen's read waits for a preparation only so long. A store that cannot
    /// be prepared is left to the first screen, which tries again and shows why: as its
    /// error state in the browser (where `r` tries again), or as the command's status.
    func withScreens<T>(_ body: (ScreenFactory) async throws -> T) async throws -> T {
        let container = try await makeContainer()
        do {
            try? await container.prepare()
            let result = try await body(container.screens)
            await container.close()
            return result
        } catch {
            await container.close()
            throw error
        }
    }
}
