import CSQLite

/// What SQLite answered when a statement or an opening failed: its result code and its
/// own words.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// SQLite's extended result code (`SQLITE_CONSTRAINT_UNIQUE`, say).
    public let code: Int32
    public let message: String

    /// The kinds of failure a person can act on differently.
    public enum Reason: Sendable {
        case notADatabase, corrupt, cannotOpen, readOnly, busy
        /// A value that a `UNIQUE` index (or primary key) already holds.
        case uniqueConstraint
        /// A reference to a row that does not exist.
        case foreignKeyConstraint
        /// Any other constraint: `CHECK`, `NOT NULL`.
        case constraint
        case other
    }

    public var reason: Reason {
        // Extended codes are the primary code plus a detail in the second byte; C's
        // macros for them are expressions, which Swift does not import.
        switch (code & 0xFF, code >> 8) {
        case (SQLITE_CONSTRAINT, 8), (SQLITE_CONSTRAINT, 6): return .uniqueConstraint // _UNIQUE, _PRIMARYKEY
        case (SQLITE_CONSTRAINT, 3): return .foreignKeyConstraint // _FOREIGNKEY
        // _TRIGGER: SQLite keeps `ON DELETE RESTRICT` by a trigger of its own, which raises this.
        case (SQLITE_CONSTRAINT, 7) where message == "FOREIGN KEY constraint failed": return .foreignKeyConstraint
        default: break
        }
        return switch code & 0xFF {
        case SQLITE_NOTADB: .notADatabase
        case SQLITE_CORRUPT: .corrupt
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH: .cannotOpen
        case SQLITE_READONLY: .readOnly
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        case SQLITE_CONSTRAINT: .constraint
        default: .other
        }
    }

    public var description: String {
        "SQLite error \(code): \(message)"
    }

    /// What a query on the caller's thread throws when it must run again on its
    /// connection's own (`SQLiteConnection.callerThreadBudget`); the connection catches it.
    static let movesToOwnThread = SQLiteError(code: SQLITE_INTERRUPT, message: "the query moves to its connection's own thread")

    init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// The last failure on `handle`, with SQLite's message for it.
    init(code: Int32, on handle: OpaquePointer?) {
        let message = handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
        self.init(code: code, message: message ?? String(cString: sqlite3_errstr(code)))
    }
}
