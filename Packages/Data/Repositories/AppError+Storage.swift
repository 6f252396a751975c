import Domain

extension AppError {
    /// The app's storage error for whatever the store or SQLite threw.
    init(storage error: any Error, at location: StoreLocation) {
        if let error = error as? AppError {
            self = error
        } else {
            self = .storageUnavailable(SQLiteStoreError(error, at: location).description)
        }
    }

    /// The app's error for a delete of the `kind` `id` that the SQLite store refused: in
    /// use when rows of another table still refer to it (their foreign key restricts it).
    init(deleting kind: String, id: Int64, failure error: any Error, at location: StoreLocation) {
        if (error as? SQLiteError)?.reason == .foreignKeyConstraint {
            self = .inUse(kind: kind, id: id)
        } else {
            self.init(storage: error, at: location)
        }
    }

    /// The app's error for a delete of the `kind` `id` that the PostgreSQL store refused:
    /// in use when rows of another table still refer to it (SQLSTATE 23503).
    init(deleting kind: String, id: Int64, failure error: any Error, at location: PostgresLocation) {
        if PostgresStoreError.sqlState(of: error) == "23503" {
            self = .inUse(kind: kind, id: id)
        } else {
            self.init(storage: error, at: location)
        }
    }

    /// The app's storage error for whatever the PostgreSQL store or server threw.
    init(storage error: any Error, at location: PostgresLocation) {
        if let error = error as? AppError {
            self = error
        } else {
            self = .storageUnavailable(PostgresStoreError(error, at: location).description)
        }
    }
}
