/// A table of text for a terminal or a pipe: every feature's list draws its rows with it.
/// Each column is as wide as its widest cell, up to `widest`: a longer cell is cut with
/// "…" (and bounded in bytes), so that no value (one a server sent, say) widens every row
/// to its own length.
/// Columns stand two spaces apart, the first (the ids) right-aligned, the others left;
/// a line ends at its last character. A cell's line breaks and tabs are spaces: each row
/// is one line, whatever its values hold.
enum TextTable {
    static let widest = 40

    /// The header's line, then one line per row.
    static func lines(header: [String], rows: [[String]]) -> [String] {
        let rows = rows.map { $0.map(\.onOneLine) }
        let widths = header.indices.map { column in
            min(widest, ([header] + rows).map { $0[column].count }.max() ?? 0)
        }
        func line(_ cells: [String]) -> String {
            let padded = zip(cells, widths).enumerated().map { column, cell in
                let text = cell.0.truncated(to: cell.1)
                return column == 0 ? text.leftPadded(to: cell.1) : text.rightPadded(to: cell.1)
            }
            return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        return ([header] + rows).map(line)
    }
}
