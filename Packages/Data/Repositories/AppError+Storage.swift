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

    /// The app's storage error for whatever the PostgreSQL store or server threw.
    init(storage error: any Error, at location: PostgresLocation) {
        if let error = error as? AppError {
            self = error
        } else {
            self = .storageUnavailable(PostgresStoreError(error, at: location).description)
        }
    }
}
