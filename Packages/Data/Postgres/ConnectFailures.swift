import Foundation
import Logging
import Synchronization

/// What the pool last said of a connection it could not open, until a statement gets a
/// connection again. PostgresNIO's pool tries again by itself and tells no one waiting
/// for a connection why none comes; it says so only in its log, at the info level. The
/// store's pool logs through `logger(over:)`, which keeps that, so that a statement whose
/// wait ends can say the server's words (the database stopped taking connections, the
/// password changed, the certificate is no longer trusted) where it would say only that
/// the pool was busy.
final class ConnectFailures: Sendable {
    private let last = Mutex<String?>(nil)

    /// Why a wait for a connection ended without one after `patience`: the last
    /// connection the pool could not open, unless a statement has got one since.
    func unreachable(after patience: Duration) -> ConnectionWaitEnded? {
        last.withLock { $0 }.map { .unreachable(patience, $0) }
    }

    /// A statement got a connection: the pool serves again.
    func served() {
        last.withLock { $0 = nil }
    }

    fileprivate func record(_ reason: String) {
        last.withLock { $0 = reason }
    }

    /// A logger for the pool that passes on `base`'s errors, as the store's own logger
    /// does, and keeps the failed connections it tells of.
    func logger(over base: Logger) -> Logger {
        Logger(label: base.label) { _ in Watch(inner: base.handler, failures: self, logLevel: min(.info, base.logLevel)) }
    }

    /// The server's message where PostgresNIO's account of its error (`PSQLError`'s
    /// debug description, whose fields come in the order of their codes) has one, such as
    /// `database "app" is not currently accepting connections`; else the whole account
    /// (a refused TLS handshake, a connection refused).
    static func reason(in account: String) -> String {
        guard let start = account.range(of: "message: "), let end = account.range(of: ", routine: ", range: start.upperBound..<account.endIndex)
        else { return account }
        let state = account.range(of: "sqlState: ").map { account[$0.upperBound...].prefix { $0.isNumber || $0.isUppercase } }
        return String(account[start.upperBound..<end.lowerBound]) + (state.map { " (SQLSTATE \($0))" } ?? "")
    }

    /// PostgresNIO's words for a connection it could not open (`PostgresClientMetrics`).
    static let message: Logger.Message = "Connection creation failed"
    static let errorKey = "psql_error"

    private struct Watch: LogHandler {
        var inner: any LogHandler
        let failures: ConnectFailures
        /// Low enough to hear the pool's failed connections, which it says at info.
        var logLevel: Logger.Level
        var metadataProvider: Logger.MetadataProvider? {
            get { inner.metadataProvider }
            set { inner.metadataProvider = newValue }
        }
        var metadata: Logger.Metadata {
            get { inner.metadata }
            set { inner.metadata = newValue }
        }

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { inner[metadataKey: key] }
            set { inner[metadataKey: key] = newValue }
        }

        func log(event: LogEvent) {
            if event.message == ConnectFailures.message {
                failures.record(event.metadata?[ConnectFailures.errorKey].map { ConnectFailures.reason(in: "\($0)") } ?? "no reason given")
            }
            guard event.level >= inner.logLevel else { return }
            inner.log(event: event)
        }
    }
}
