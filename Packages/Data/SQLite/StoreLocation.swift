import Foundation

/// Where a SQLite store keeps its pages.
public enum StoreLocation: Hashable, Sendable {
    /// A database file at this path; created, migrated and seeded on first use.
    case file(path: String)
    /// A private database that lives as long as its store; seeded on first use.
    case inMemory

    /// The per-user default file: `$XDG_DATA_HOME/catalog/catalog.sqlite` (falling back
    /// to `~/.local/share`) on Linux, `~/Library/Application Support/Catalog/catalog.sqlite`
    /// on macOS.
    public static func defaultFile(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: String = NSHomeDirectory()
    ) -> StoreLocation {
        #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        let folder = homeDirectory + "/Library/Application Support/Catalog"
        #else
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? homeDirectory + "/.local/share"
        let folder = dataHome + "/catalog"
        #endif
        return .file(path: folder + "/catalog.sqlite")
    }
}
