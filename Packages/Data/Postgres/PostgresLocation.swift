import Foundation
import PostgresNIO

/// A PostgreSQL database named by a URL, `postgres://user:password@host:port/database`,
/// as `DATABASE_URL` conventionally holds it, with libpq's words for its TLS:
/// `?sslmode=disable` turns TLS off, `require` (or `verify-full`) insists on it with the
/// server's certificate and host name verified, `verify-ca` verifies the certificate but
/// not the name, `prefer` uses TLS when the server offers it. Without one, a server on
/// another machine is `require`d to: whoever is on the path could otherwise answer that it
/// offers none and be sent the password in the clear. One on this machine is `prefer`red.
/// `sslrootcert` names a PEM file of the authorities to verify against, where the system's
/// trust roots are the default (`system`); `sslcert` and `sslkey` name, together, the PEM
/// files of a certificate and key that the client shows a server that asks for one. A URL
/// with any of them requires TLS unless it says otherwise, and may not say `disable` or
/// `prefer`, which can go to the clear. `verify-ca` needs `sslrootcert`: against the
/// system's authorities, it would take any certificate that any of them signed for anyone.
/// No other parameter is read, so any other is refused: a misspelt `sslMode=disable` would
/// otherwise go unseen.
public struct PostgresLocation: Hashable, Sendable, CustomStringConvertible {
    public let host: String
    public let port: Int
    public let username: String
    let password: String?
    public let database: String
    public let tls: TLSMode
    /// The PEM file of the authorities a server's certificate is verified against, or
    /// `nil` for the system's trust roots.
    public let rootCertificates: String?
    /// The PEM files of the certificate (with its chain) and the private key the client
    /// shows a server that asks for one, or `nil`.
    public let clientIdentity: ClientIdentityFiles?

    public struct ClientIdentityFiles: Hashable, Sendable {
        public let certificate: String
        public let key: String
    }

    public enum TLSMode: String, Hashable, Sendable {
        case disable, prefer, require
        case verifyCA = "verify-ca"

        /// libpq's `sslmode` values that this store takes: `verify-full` is `require`, which
        /// always verifies the name; `allow`, which tries the clear first, is not taken.
        init?(sslmode: String) {
            self.init(rawValue: sslmode == "verify-full" ? "require" : sslmode)
        }
    }

    /// `nil` unless `url` is a `postgres://` or `postgresql://` URL with a user and a
    /// database, and no parameter but one `sslmode` of a known mode, and one non-empty
    /// `sslrootcert`, `sslcert` and `sslkey`, as the type's rules allow them together.
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
        let names = parameters.map(\.name)
        guard names.allSatisfy(["sslmode", "sslrootcert", "sslcert", "sslkey"].contains), Set(names).count == names.count else { return nil }
        let value = { (name: String) in parameters.first { $0.name == name }.map { $0.value ?? "" } }
        let (roots, certificate, key) = (value("sslrootcert"), value("sslcert"), value("sslkey"))
        let files = [roots, certificate, key].compactMap { $0 }
        // A URL that names its TLS files asks for TLS; one on this machine otherwise only prefers it.
        let unsaid: TLSMode = files.isEmpty && ThisMachine.isNamed(by: host) ? .prefer : .require
        guard let tls = value("sslmode").map(TLSMode.init(sslmode:)) ?? unsaid, !files.contains(""),
              (certificate == nil) == (key == nil) else { return nil }
        // Refused: TLS files for no TLS, or for TLS that may go to the clear (`prefer`);
        // and `verify-ca` with the system's authorities, which would take any certificate
        // any public authority signed, whoever it names.
        switch (tls, roots) {
        case (.disable, _) where !files.isEmpty, (.prefer, _) where !files.isEmpty, (.verifyCA, nil), (.verifyCA, "system"): return nil
        default: break
        }
        self.host = host
        self.port = components.port ?? 5432
        self.username = username
        self.password = components.password
        self.database = database
        self.tls = tls
        self.rootCertificates = roots == "system" ? nil : roots
        self.clientIdentity = certificate.flatMap { certificate in key.map { ClientIdentityFiles(certificate: certificate, key: $0) } }
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
    func connectionConfiguration() throws(PostgresStoreError) -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS = switch self.tls {
        case .disable: .disable
        case .prefer: .prefer(try tlsContext())
        case .require, .verifyCA: .require(try tlsContext())
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

    /// The pool's configuration; public for tests that manage databases of their own.
    /// Every statement on its connections is bounded (`lockTimeout`, `statementTimeout`),
    /// so that a row locked by someone else or a query that runs away fails a request with
    /// a storage error rather than holding it, and ends soon after its connection closes
    /// (`clientCheckInterval`); the migrating connection has no such bound. Its TLS is
    /// verified as the migration's is; a close waits at most a second for the server's own
    /// TLS close, which a server busy in a statement (a stopped read's) sends only once the
    /// statement ends: until the close is done, the server cannot see that the client has gone.
    public func clientConfiguration() throws(PostgresStoreError) -> PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS = switch self.tls {
        case .disable: .disable
        case .prefer: .prefer(try tlsConfiguration(closingWithin: .seconds(1)))
        case .require, .verifyCA: .require(try tlsConfiguration(closingWithin: .seconds(1)))
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
