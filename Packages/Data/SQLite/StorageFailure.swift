import Domain
import SQLiteNIO

/// Turns what SQLite and the migrator throw into the one storage error Domain knows,
/// with a message a person can act on.
enum StorageFailure {
    static func catalogError(for error: any Error, at location: StoreLocation) -> CatalogError {
        if let error = error as? CatalogError { return error }
        let place = describe(location)
        if case .newerSchema(let found, let supported) = error as? MigrationError {
            return .storageUnavailable(
                "\(place) was written by a newer version of this app (schema \(found), this build knows up to \(supported)); upgrade the app or choose another database"
            )
        }
        guard let sqlite = error as? SQLiteError else {
            return .storageUnavailable("\(place) could not be read: \(error)")
        }
        switch sqlite.reason {
        case .notADatabase:
            return .storageUnavailable("\(place) is not a SQLite database; choose another file or move this one away")
        case .corrupt, .corruptIndex, .corruptVirtualTable, .corruptSequenceSchema:
            return .storageUnavailable("\(place) is corrupt; restore it from a backup or move it away to start afresh")
        case .cantOpen, .cantOpenDirectory, .cantOpenInvalidPath, .permission, .auth:
            return .storageUnavailable("cannot open \(place); check that the path is a file you may read and write")
        case .readOnly, .readonlyDirectory, .readonlyCantLock:
            return .storageUnavailable("\(place) is read-only; the catalog needs to write to it")
        case .busy, .locked, .busyTimeout:
            return .storageUnavailable("\(place) is locked by another process; try again when it is done")
        default:
            return .storageUnavailable("\(place) could not be read: \(sqlite.message)")
        }
    }

    private static func describe(_ location: StoreLocation) -> String {
        switch location {
        case .file(let path): "the database at \(path)"
        case .inMemory: "the in-memory database"
        }
    }
}
