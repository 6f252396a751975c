import PostgresNIO

/// The `WHERE` of a list that its query's filters narrow: `column = id` for each filter
/// the query gives, joined by `AND`, and nothing at all when it gives none. A filter is
/// a reference to another feature's item, so its value is that item's id; each store
/// binds the ids in order, never writing them into the statement.
struct ListFilter: Sendable {
    private let conditions: [(column: String, id: Int64)]

    /// One entry per filter of the feature, `nil` for a filter the query leaves out.
    init(_ conditions: [(column: String, id: Int64)?]) {
        self.conditions = conditions.compactMap(\.self)
    }

    /// ` WHERE a = ? AND b = ?`, or `""`, in SQLite's placeholders.
    var sqlite: String { clause { _ in "?" } }

    /// The values of `sqlite`'s placeholders, in order.
    var sqliteValues: [SQLiteData] { conditions.map { .integer(Int($0.id)) } }

    /// `sql` with the clause put where it says `{filter}`, in PostgreSQL's placeholders
    /// (`$1`, `$2`, …), with their values bound.
    func postgres(_ sql: String) -> PostgresQuery {
        var binds = PostgresBindings(capacity: conditions.count)
        for condition in conditions { binds.append(condition.id) }
        return PostgresQuery(unsafeSQL: sql.replacing("{filter}", with: clause { "$\($0)" }), binds: binds)
    }

    private func clause(_ placeholder: (Int) -> String) -> String {
        guard !conditions.isEmpty else { return "" }
        return " WHERE " + conditions.enumerated().map { "\($1.column) = \(placeholder($0 + 1))" }.joined(separator: " AND ")
    }
}
