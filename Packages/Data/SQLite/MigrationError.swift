/// Why a database cannot be brought up to date.
enum MigrationError: Error, Equatable {
    case newerSchema(found: Int, supported: Int)
}
