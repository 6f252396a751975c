import Domain
import PostgresNIO

/// A column that a unique index keeps, and the problem a draft has when its value there is
/// taken: what a repository's write tells the store's refusal apart by.
struct UniqueColumn: Sendable {
    let table: String
    let column: String
    let problem: FieldProblem
    /// The unique index's name where it is not the column's own (`TABLE_COLUMN_key`, as
    /// PostgreSQL names a `UNIQUE` column's): one over several columns or an expression.
    var index: String?
}

/// A column that refers to another feature's item under a foreign key, and the problem a
/// draft has when the item it names does not exist (deleted since the draft was checked).
struct ReferenceColumn: Sendable {
    let table: String
    let column: String
    let problem: FieldProblem
}

extension AppError {
    /// The app's storage error for whatever the store or SQLite threw.
    init(storage error: any Error, at location: StoreLocation) {
        if let error = error as? AppError {
            self = error
        } else {
            self = .storageUnavailable(SQLiteStoreError(error, at: location).description)
        }
    }

    /// The app's error for a save of a `kind` that the SQLite store refused: a value one of
    /// `unique`'s columns holds already is that field's problem (SQLite names the column:
    /// `UNIQUE constraint failed: orders.code`), and so is an item one of `references`
    /// names that is gone (SQLite names no column: each reference is named).
    init(saving kind: String, failure error: any Error, at location: StoreLocation, unique: [UniqueColumn], references: [ReferenceColumn]) {
        if let error = error as? SQLiteError, error.reason == .uniqueConstraint,
           let named = error.message.split(separator: ":").last?.split(separator: ",").compactMap({ $0.split(separator: ".").last.map(String.init) }),
           case let taken = unique.filter({ named.contains($0.column) }), !taken.isEmpty {
            self = .invalid(kind: kind, problems: taken.map(\.problem))
        } else if (error as? SQLiteError)?.reason == .foreignKeyConstraint, !references.isEmpty {
            self = .invalid(kind: kind, problems: references.map(\.problem))
        } else {
            self.init(storage: error, at: location)
        }
    }

    /// The app's error for a save of a `kind` that the PostgreSQL store refused: a value one
    /// of `unique`'s columns holds already (SQLSTATE 23505) is that field's problem. The
    /// index is found by its name, `TABLE_COLUMN_key` as PostgreSQL names a column's or the
    /// one `index` gives, else by the detail's `Key (column)=(…)`, which a server may leave out.
    /// An item one of `references` names that is gone (SQLSTATE 23503) is that field's
    /// problem, found by the key's name, `TABLE_COLUMN_fkey`, else each reference's.
    init(saving kind: String, failure error: any Error, at location: PostgresLocation, unique: [UniqueColumn], references: [ReferenceColumn]) {
        let info = (error as? PSQLError)?.serverInfo
        let constraint = info?[.constraintName] ?? ""
        let detail = info?[.detail] ?? ""
        let names = { (unique: UniqueColumn) in
            constraint == (unique.index ?? "\(unique.table)_\(unique.column)_key") || detail.hasPrefix("Key (\(unique.column))=") || detail.hasPrefix("Key (\"\(unique.column)\")=")
        }
        let gone = references.filter { constraint == "\($0.table)_\($0.column)_fkey" }
        if PostgresStoreError.sqlState(of: error) == "23505", case let taken = unique.filter(names), !taken.isEmpty {
            self = .invalid(kind: kind, problems: taken.map(\.problem))
        } else if PostgresStoreError.sqlState(of: error) == "23503", !references.isEmpty {
            self = .invalid(kind: kind, problems: (gone.isEmpty ? references : gone).map(\.problem))
        } else {
            self.init(storage: error, at: location)
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
