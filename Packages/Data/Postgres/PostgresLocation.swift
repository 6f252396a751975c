import Foundation
import PostgresNIO

/// A PostgreSQL database named by a URL, `postgres://user:password@host:port/database`,
/// as `DATABASE_URL` conventionally holds it. `?sslmode=disable` turns TLS off,
/// `require` insists on it, `prefer` uses it when the server offers it. Without one, a
/// server on another machine is `require`d to: whoever is on the path could otherwise
/// answer that it offers none and be sent the password in the clear. One on this machine
/// is `prefer`red. No other parameter is read, so any other is refused: a misspelt
/// `sslMode=disable` would otherwise go unseen.
public struct PostgresLocation: Hashable, Sendable, CustomStringConvertible {
    public let host: String
    public let port: Int
    public let username: String
    let password: String?
    public let database: String
    public let tls: TLSMode

    public enum TLSMode: String, Hashable, Sendable {
        case disable, prefer, require
    }

    /// `nil` unless `url` is a `postgres://` or `postgresql://` URL with a user and a
    /// database, and no parameter but one `sslmode` of a known mode.
    public init?(url: URL) {
        guard
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), ["postgres", "postgresql"].contains(scheme),
            let host = components.host, !host.isEmpty,
            let username = components.user, !username.isEmpty
        else { return nil }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else { return nil }
        let parameters = components.queryItems ?? []
        guard parameters.allSatisfy({ $0.name == "sslmode" }), parameters.count <= 1 else { return nil }
        let unsaid: TLSMode = ThisMachine.isNamed(by: host) ? .prefer : .require
        guard let tls = parameters.first.map({ $0.value.flatMap(TLSMode.init(rawValue:)) }) ?? unsaid else { return nil }
        self.host = host
        self.port = components.port ?? 5432
        self.username = username
        self.password = components.password
        self.database = database
        self.tls = tls
    }

    /// Whether `text` names a PostgreSQL database rather than a file.
    public static func isURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// The database and where it is, never the password.
    public var description: String {
        "the PostgreSQL database \(database) at \(host):\(port)"
    }

    /// For one connection of its own, such as the one that migrates.
    func connectionConfiguration() throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS = switch self.tls {
        case .disable: .disable
        case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
        case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
        return PostgresConnection.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls
        )
    }

    /// How long a statement of the pool's waits for another session's lock: as long as a
    /// SQLite store waits for a busy file.
    public static let lockTimeout = "5s"
    /// How long any statement of the pool may run, waits included.
    public static let statementTimeout = "15s"
    /// How often the server looks, while a statement runs, whether its client has closed
    /// the connection, and ends the statement if it has: how a read whose task is
    /// cancelled is stopped (`PostgresStore.read`). PostgreSQL 14 or later on Linux, 15 or
    /// later on macOS, the BSDs and illumos; a server that cannot honour it refuses the
    /// session.
    public static let clientCheckInterval = "1s"

    /// The pool's TLS: verified as the migration's is. A close waits at most a second for
    /// the server's own TLS close, which a server busy in a statement (a stopped read's)
    /// sends only once the statement ends: until the close is done, the server cannot see
    /// that the client has gone.
    private static var poolTLS: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.shutdownTimeout = .seconds(1)
        return configuration
    }

    /// The pool's configuration; public for tests that manage databases of their own.
    /// Every statement on its connections is bounded (`lockTimeout`, `statementTimeout`),
    /// so that a row locked by someone else or a query that runs away fails a request with
    /// a storage error rather than holding it, and ends soon after its connection closes
    /// (`clientCheckInterval`); the migrating connection has no such bound.
    public var clientConfiguration: PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS = switch self.tls {
        case .disable: .disable
        case .prefer: .prefer(Self.poolTLS)
        case .require: .require(Self.poolTLS)
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls
        )
        configuration.options.additionalStartupParameters = [
            ("lock_timeout", Self.lockTimeout), ("statement_timeout", Self.statementTimeout),
            ("client_connection_check_interval", Self.clientCheckInterval),
        ]
        return configuration
    }
}
