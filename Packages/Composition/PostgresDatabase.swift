import DataLayer
import Foundation

/// A PostgreSQL database URL that has been checked: `postgres://user:password@host:port/database`,
/// optionally with `?sslmode=disable|prefer|require|verify-full|verify-ca`, `sslrootcert=ca.pem`,
/// and `sslcert=client.pem&sslkey=client.key`.
public struct PostgresDatabase: Hashable, Sendable, CustomStringConvertible {
    let location: PostgresLocation

    /// `nil` unless `url` names a PostgreSQL database with a user.
    public init?(url: URL) {
        guard let location = PostgresLocation(url: url) else { return nil }
        self.location = location
    }

    /// Where the database is, never the password.
    public var description: String { location.description }
}

extension LiveConfiguration.Store {
    /// What a `--database` value names: a `postgres://` or `postgresql://` URL is a
    /// PostgreSQL database, any other URL (`mysql://`, `postgresql+asyncpg://`, one in
    /// quotes or after a space) is refused, and anything else is the path of a SQLite file.
    /// Read as a path, such a URL would make folders named after its password and a new
    /// database in them, where the app's writes would go unnoticed.
    public init(database argument: String) throws(InvalidDatabaseArgument) {
        guard PostgresLocation.isURL(argument) else {
            guard !argument.contains("://") else {
                throw InvalidDatabaseArgument(
                    argument: argument,
                    reason: "names no database this app can use: give a postgres:// or postgresql:// URL (as it is, without quotes or spaces), or the path of a SQLite file"
                )
            }
            self = .file(path: argument)
            return
        }
        guard let url = URL(string: argument), let database = PostgresDatabase(url: url) else {
            throw InvalidDatabaseArgument(argument: argument)
        }
        // The TLS files it names are read now, so that a path that is wrong stops the app
        // as it starts rather than failing its first request.
        do {
            try database.location.checkTLSFiles()
        } catch {
            throw InvalidDatabaseArgument(argument: argument, reason: error.description)
        }
        self = .postgres(database)
    }

    /// The store a server or command uses without a choice of its own: `DATABASE_URL`
    /// when it is set, else the per-user SQLite file.
    public static func fromEnvironment(_ environment: [String: String]) throws(InvalidDatabaseArgument) -> Self {
        guard let url = environment["DATABASE_URL"], !url.isEmpty else { return .defaultFile }
        return try Self(database: url)
    }
}

/// A `--database` or `DATABASE_URL` value that starts like a PostgreSQL URL but is not one.
/// Or one whose `sslrootcert`, `sslcert` or `sslkey` cannot be read.
public struct InvalidDatabaseArgument: Error, CustomStringConvertible {
    public let argument: String
    /// Why a URL that names a database cannot be used; `nil` for one that names none.
    public var reason: String?

    public init(argument: String, reason: String? = nil) {
        self.argument = argument
        self.reason = reason
    }

    public var description: String {
        if let reason { return "“\(Self.redacted(argument))”: \(reason)" }
        return "“\(Self.redacted(argument))” is not a PostgreSQL URL: write postgres://user:password@host:5432/database (optionally ?sslmode=disable, prefer, require, verify-full or verify-ca, sslrootcert=the authorities' PEM file, and sslcert and sslkey=the client's; no other parameter)"
    }

    /// The value without its password, wherever it is: after the user, or as a parameter
    /// (`?password=…`), so every parameter's value is left out and only its name shown. A
    /// value that is no URL at all may hold one anywhere (`postgres://app:pa/ss@db` is read
    /// as a host and a bad port), so only its scheme is shown.
    private static func redacted(_ argument: String) -> String {
        guard var components = URLComponents(string: argument), components.host != nil else {
            return argument.prefix { $0 != ":" } + "://…"
        }
        let names = (components.queryItems ?? []).map { "\($0.name)=…" }
        components.query = nil
        if components.password != nil { components.password = "…" }
        // URLComponents writes the password's "…" percent-encoded; it is shown as typed.
        guard let shown = components.string?.replacingOccurrences(of: "%E2%80%A6", with: "…") else { return "the given URL" }
        return names.isEmpty ? shown : shown + "?" + names.joined(separator: "&")
    }
}
