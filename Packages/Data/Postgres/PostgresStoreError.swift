import PostgresNIO

/// Why a PostgreSQL store could not be reached or read, said for a person with what to
/// do. It never repeats the password, and it names the server's own message where the
/// server sent one.
public struct PostgresStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// What postgres-nio, the server or the migrator threw, said for `location`.
    public init(_ error: any Error, at location: PostgresLocation) {
        if let error = error as? PostgresStoreError {
            self = error
            return
        }
        if let error = error as? MigrationError {
            self.init(error.description(for: location.description))
            return
        }
        if let error = error as? ConnectionWaitEnded {
            self.init(error.description(for: location.description))
            return
        }
        if error is CancellationError {
            self.init("a read of \(location) was stopped: the task that asked for it was cancelled")
            return
        }
        if error is ConnectionClosed {
            self.init("the connection to \(location) closed before a statement could be sent; try again in a moment")
            return
        }
        guard let error = error as? PSQLError else {
            self.init("\(location) could not be reached or read (\(error)); check that it is running and that the URL is right")
            return
        }
        if error.code == .sslUnsupported {
            self.init("\(location) offers no TLS, which its URL's sslmode requires: turn TLS on at the server, or say sslmode=disable for a network of its own")
            return
        }
        if let refusal = error.underlying, refusal is NIOSSLError || refusal is NIOSSLExtraError || refusal is BoringSSLError {
            self.init("""
                the TLS handshake with \(location) failed (\(refusal)): its certificate must come from an authority \
                in the URL's sslrootcert (without one, the system's trust roots) and, unless sslmode=verify-ca, name the URL's host; \
                a server that asks for the client's certificate needs the URL's sslcert and sslkey
                """)
            return
        }
        if let message = error.serverInfo?[.message] {
            let state = error.serverInfo?[.sqlState].map { " (SQLSTATE \($0))" } ?? ""
            self.init("\(location) refused a request: \(message)\(state)")
        } else {
            self.init("cannot reach \(location): check that it is running, that the URL's host, port, user and password are right, and its sslmode")
        }
    }

    /// A preparation that a close ended: its pool never starts.
    static func closedWhileOpening(at location: PostgresLocation) -> Self {
        Self("\(location) was closed while it was being opened")
    }

    /// The server's SQLSTATE for a failed statement, such as `23505` for a broken unique index.
    static func sqlState(of error: any Error) -> String? {
        (error as? PSQLError)?.serverInfo?[.sqlState]
    }
}

/// A statement whose connection had closed (the server gone, or restarted) before it was
/// sent, which PostgresNIO would have dropped unanswered.
struct ConnectionClosed: Error {}
