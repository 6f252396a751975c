import CSQLite

/// A compiled statement and its column names. It runs to completion each time and is
/// reset afterwards, so it holds no read transaction open between runs.
struct PreparedStatement {
    private let handle: OpaquePointer
    private let columns: SQLiteColumns
    let isKept: Bool
    /// Whether it is a query: it writes nothing and answers with columns. SQLite counts
    /// `COMMIT`, `SAVEPOINT`, `RELEASE` and a pragma that sets a value as read-only too,
    /// though they end or change what others wrote; none of them answers with columns.
    let isQuery: Bool

    /// Compiles `sql`, which must be a single statement.
    /// - Parameter kept: whether it will be run again (SQLite then plans for a long life).
    init(_ sql: String, on connection: OpaquePointer, kept: Bool) throws(SQLiteError) {
        var handle: OpaquePointer?
        var rest = ""
        let flags = kept ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(connection, text, -1, flags, &handle, &tail)
            // The tail points into `text`, which lives only inside this closure.
            if let tail { rest = String(cString: tail) }
            return code
        }
        guard code == SQLITE_OK else { throw SQLiteError(code: code, on: connection) }
        guard let handle else { throw SQLiteError(code: SQLITE_MISUSE, message: "no statement in \"\(sql)\"") }
        if rest.contains(where: { !$0.isWhitespace && $0 != ";" }) {
            sqlite3_finalize(handle)
            throw SQLiteError(code: SQLITE_MISUSE, message: "one statement at a time: \"\(sql)\"")
        }
        self.handle = handle
        self.isKept = kept
        let count = sqlite3_column_count(handle)
        self.isQuery = sqlite3_stmt_readonly(handle) != 0 && count > 0
        self.columns = SQLiteColumns(names: (0..<count).map { String(cString: sqlite3_column_name(handle, $0)) })
    }

    func run(_ bindings: [SQLiteData], on connection: OpaquePointer) throws(SQLiteError) -> [SQLiteRow] {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        try bind(bindings, on: connection)
        var rows: [SQLiteRow] = []
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_ROW: rows.append(SQLiteRow(columns: columns, values: currentValues()))
            case SQLITE_DONE: return rows
            case let code: throw SQLiteError(code: code, on: connection)
            }
        }
    }

    func finalize() {
        sqlite3_finalize(handle)
    }

    private func bind(_ bindings: [SQLiteData], on connection: OpaquePointer) throws(SQLiteError) {
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard bindings.count == expected else {
            throw SQLiteError(code: SQLITE_RANGE, message: "\(bindings.count) values for \(expected) parameters")
        }
        for (offset, value) in bindings.enumerated() {
            let position = Int32(offset + 1)
            let code = switch value {
            case .integer(let number): sqlite3_bind_int64(handle, position, Int64(number))
            case .float(let number): sqlite3_bind_double(handle, position, number)
            case .text(let text): Self.bind(text, at: position, of: handle)
            case .blob(let bytes): Self.bind(bytes, at: position, of: handle)
            case .null: sqlite3_bind_null(handle, position)
            }
            guard code == SQLITE_OK else { throw SQLiteError(code: code, on: connection) }
        }
    }

    /// Text by its UTF-8 bytes and length, so a NUL inside it is kept too.
    private static func bind(_ text: String, at position: Int32, of handle: OpaquePointer) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            // An empty buffer may have no address, and a null pointer would bind NULL.
            guard let start = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text64(handle, position, "", 0, transient, UInt8(SQLITE_UTF8))
            }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text64(handle, position, $0, UInt64(bytes.count), transient, UInt8(SQLITE_UTF8))
            }
        }
    }

    private static func bind(_ bytes: [UInt8], at position: Int32, of handle: OpaquePointer) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            // As for text: no address would bind NULL rather than no bytes.
            guard let start = buffer.baseAddress, !buffer.isEmpty else { return sqlite3_bind_zeroblob(handle, position, 0) }
            return sqlite3_bind_blob64(handle, position, start, UInt64(buffer.count), transient)
        }
    }

    private func currentValues() -> [SQLiteData] {
        (0..<Int32(columns.names.count)).map { column in
            switch sqlite3_column_type(handle, column) {
            case SQLITE_INTEGER:
                return .integer(Int(sqlite3_column_int64(handle, column)))
            case SQLITE_FLOAT:
                return .float(sqlite3_column_double(handle, column))
            case SQLITE_TEXT:
                let count = Int(sqlite3_column_bytes(handle, column))
                guard let bytes = sqlite3_column_text(handle, column) else { return .text("") }
                return .text(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
            case SQLITE_BLOB:
                let count = Int(sqlite3_column_bytes(handle, column))
                guard let bytes = sqlite3_column_blob(handle, column) else { return .blob([]) }
                return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
            default:
                return .null
            }
        }
    }

    /// SQLite's `SQLITE_TRANSIENT`: it copies the value before the call returns.
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }
}
