/// Why a SQLite store could not be opened or read, said for a person with what to do.
/// It knows databases, not what is in them: a repository turns it into its feature's error.
public struct SQLiteStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// What SQLite, the migrator or the file system threw, said for `location`.
    public init(_ error: any Error, at location: StoreLocation) {
        if let error = error as? SQLiteStoreError {
            self = error
            return
        }
        let place = Self.describe(location)
        if let error = error as? MigrationError {
            self.init(error.description(for: place))
            return
        }
        if let error = error as? ConnectionWaitEnded {
            self.init(error.description(for: place))
            return
        }
        guard let sqlite = error as? SQLiteError else {
            self.init("\(place) could not be read: \(error)")
            return
        }
        switch sqlite.reason {
        case .notADatabase:
            self.init("\(place) is not a SQLite database; choose another file or move this one away")
        case .corrupt:
            self.init("\(place) is corrupt; restore it from a backup or move it away to start afresh")
        case .cannotOpen:
            self.init("cannot open \(place); check that the path is a file you may read and write")
        case .readOnly:
            self.init("\(place) is read-only; the app needs to write to it")
        case .busy:
            self.init("\(place) is locked by another process; try again when it is done")
        case .uniqueConstraint, .foreignKeyConstraint, .constraint, .other:
            self.init("\(place) could not be read: \(sqlite.message)")
        }
    }

    /// An opening that a close ended: what it opened is closed again.
    static func closedWhileOpening(at location: StoreLocation) -> Self {
        Self("\(describe(location)) was closed while it was being opened")
    }

    private static func describe(_ location: StoreLocation) -> String {
        switch location {
        case .file(let path): "the database at \(path)"
        case .inMemory: "the in-memory database"
        }
    }
}
