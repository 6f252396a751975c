/// One row of a statement's answer. Rows of the same statement share one table of
/// column names, so reading a column by name costs a lookup, not a row of its own.
public struct SQLiteRow: Sendable, CustomStringConvertible {
    let columns: SQLiteColumns
    public let values: [SQLiteData]

    /// The value of the column named `name` (as the statement's `AS` names it), or `nil`
    /// when the statement has no such column.
    public func column(_ name: String) -> SQLiteData? {
        columns.index[name].map { values[$0] }
    }

    public var description: String {
        let pairs = zip(columns.names, values).map { "\($0): \($1)" }
        return "[" + pairs.joined(separator: ", ") + "]"
    }
}

/// A statement's column names, worked out once when it is prepared.
final class SQLiteColumns: Sendable {
    let names: [String]
    let index: [String: Int]

    init(names: [String]) {
        self.names = names
        // The first column of a name wins, as SQLite's own lookup by name does.
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
        self.index = index
    }
}
