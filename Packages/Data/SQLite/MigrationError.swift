/// Why a database cannot be brought up to date.
enum MigrationError: Error, Equatable {
    case newerSchema(found: Int, supported: Int)

    /// What to tell a person about the database at `place`, such as "the database at /path".
    func description(for place: String) -> String {
        switch self {
        case .newerSchema(let found, let supported):
            "\(place) was written by a newer version of this app (schema \(found), this build knows up to \(supported)); upgrade the app or choose another database"
        }
    }
}
