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

    /// The authorities of `sslrootcert`, read now, so that a file that cannot be read or
    /// holds no certificate is said where the URL is taken rather than at the first
    /// connection; `[]` for the system's trust roots.
    public func readRootCertificates() throws(PostgresStoreError) -> [NIOSSLCertificate] {
        guard let rootCertificates else { return [] }
        let certificates = try Self.readPEM("the root certificates for \(self), sslrootcert \(rootCertificates)", rootCertificates) {
            try NIOSSLCertificate.fromPEMFile($0)
        }
        return certificates
    }

    /// The certificate chain and private key of `sslcert` and `sslkey`, read now, as
    /// `readRootCertificates` reads its file; `nil` without them.
    public func readClientIdentity() throws(PostgresStoreError) -> (chain: [NIOSSLCertificate], key: NIOSSLPrivateKey)? {
        guard let clientIdentity else { return nil }
        let chain = try Self.readPEM("the client certificate for \(self), sslcert \(clientIdentity.certificate)", clientIdentity.certificate) {
            try NIOSSLCertificate.fromPEMFile($0)
        }
        // BoringSSL asks no one for a passphrase: an encrypted key cannot be read.
        if (try? String(contentsOfFile: clientIdentity.key, encoding: .utf8))?.contains("ENCRYPTED") == true {
            throw PostgresStoreError("the client key for \(self), sslkey \(clientIdentity.key), is encrypted: give it unencrypted, readable by this process alone")
        }
        let privateKey = try Self.readPEM("the client key for \(self), sslkey \(clientIdentity.key)", clientIdentity.key) {
            [try NIOSSLPrivateKey(file: $0, format: .pem)]
        }
        return (chain, privateKey[0])
    }

    /// What `read` finds in the PEM file at `path`, at least one; else an error that
    /// starts with `named` and says whether the file could not be read or held nothing.
    private static func readPEM<T>(_ named: String, _ path: String, _ read: (String) throws -> [T]) throws(PostgresStoreError) -> [T] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              FileManager.default.isReadableFile(atPath: path) else {
            throw PostgresStoreError("\(named): not a file this process can read")
        }
        guard let found = try? read(path), !found.isEmpty else {
            throw PostgresStoreError("\(named): that file holds nothing this can read as PEM (-----BEGIN ...-----)")
        }
        return found
    }

    /// Reads the TLS files the URL names and makes a connection's TLS context from them,
    /// so that a file that cannot be read, or a client key that does not go with its
    /// certificate, is said where the URL is taken rather than at the first connection.
    public func checkTLSFiles() throws(PostgresStoreError) {
        guard tls != .disable else { return }
        _ = try tlsContext()
    }

    private func tlsContext() throws(PostgresStoreError) -> NIOSSLContext {
        let configuration = try tlsConfiguration()
        do {
            return try NIOSSLContext(configuration: configuration)
        } catch {
            guard let clientIdentity else { throw PostgresStoreError("the TLS files for \(self) cannot be used (\(error))") }
            throw PostgresStoreError("""
                the client certificate and key for \(self), sslcert \(clientIdentity.certificate) and sslkey \(clientIdentity.key), \
                do not go together (\(error)): the key must be the certificate's own
                """)
        }
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

    /// How a connection's TLS verifies the server: against `sslrootcert`'s authorities or
    /// the system's, and by name unless `verify-ca`.
    private func tlsConfiguration(closingWithin shutdownTimeout: TimeAmount? = nil) throws(PostgresStoreError) -> TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        if rootCertificates != nil { configuration.trustRoots = .certificates(try readRootCertificates()) }
        if tls == .verifyCA { configuration.certificateVerification = .noHostnameVerification }
        if let identity = try readClientIdentity() {
            configuration.certificateChain = identity.chain.map { .certificate($0) }
            configuration.privateKey = .privateKey(identity.key)
        }
        if let shutdownTimeout { configuration.shutdownTimeout = shutdownTimeout }
        return configuration
    }
}
