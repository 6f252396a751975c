import Foundation

/// What the production graph reads from.
public struct LiveConfiguration: Hashable, Sendable {
    public var store: Store
    /// With a remote store: the server's token, sent with every request so that writes
    /// are allowed.
    public var remoteToken: String?

    public init(store: Store = .defaultFile, remoteToken: String? = nil) {
        self.store = store
        self.remoteToken = remoteToken
    }

    public enum Store: Hashable, Sendable {
        /// The per-user database: XDG data home on Linux, Application Support on macOS.
        case defaultFile
        /// A database file at this path, created if missing.
        case file(path: String)
        /// A fresh database in memory, seeded, gone when the app exits.
        case inMemory
        /// A catalog server's JSON API at this base URL, such as `http://127.0.0.1:8080`.
        case remote(URL)
    }
}
