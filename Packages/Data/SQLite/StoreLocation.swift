import Foundation

/// Where a SQLite store keeps its pages.
public enum StoreLocation: Hashable, Sendable {
    /// A database file at this path; created and migrated on first use.
    case file(path: String)
    /// A private database that lives as long as its store.
    case inMemory

    /// The per-user file `name` in the app's own folder: `$XDG_DATA_HOME/<folder>`
    /// (falling back to `~/.local/share`) on Linux, `~/Library/Application Support/<applicationSupportFolder>`
    /// on macOS, where folders are named as the app is, capitalised.
    public static func defaultFile(
        folder: String,
        applicationSupportFolder: String,
        name: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: String = NSHomeDirectory()
    ) -> StoreLocation {
        #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        let parent = homeDirectory + "/Library/Application Support/" + applicationSupportFolder
        #else
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? homeDirectory + "/.local/share"
        let parent = dataHome + "/" + folder
        #endif
        return .file(path: parent + "/" + name)
    }
}
