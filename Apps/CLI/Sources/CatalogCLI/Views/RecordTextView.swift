import Presentation

/// Any feature's items as text for a terminal or a pipe (`RecordViewData`): a table of a
/// list, or one item's fields.
struct RecordTextView {
    let style: TextStyle

    func render(_ list: RecordList<some RecordViewData>) -> String {
        ([style.bold(list.title)] + table(list.rows, selected: nil) + [style.dim(list.totalLabel + " · " + list.paging.pageLabel)])
            .joined(separator: "\n") + "\n"
    }

    func render(_ record: some RecordViewData) -> String {
        lines(record).joined(separator: "\n") + "\n"
    }

    /// The heading, then one line per field with its label.
    func lines<Record: RecordViewData>(_ record: Record) -> [String] {
        let width = Record.Field.allCases.map(\.label.count).max() ?? 0
        return [style.bold(record.heading.onOneLine)] + Record.Field.allCases.map { field in
            style.dim(field.label.rightPadded(to: width)) + "  " + record.text(field).onOneLine
        }
    }

    /// The header and one line per item; the `selected` row is marked, for the browser.
    func table<Record: RecordViewData>(_ rows: [Record], selected: Int?) -> [String] {
        let fields = Array(Record.Field.allCases)
        let table = TextTable.lines(header: ["ID"] + fields.map(\.label), rows: rows.map { row in [String(row.id)] + fields.map(row.text) })
        let marker = selected == nil ? "" : "  "
        var lines = [style.dim(marker + table[0])]
        for (index, text) in table.dropFirst().enumerated() {
            if let selected {
                lines.append(index == selected ? style.inverse("> " + text) : "  " + text)
            } else {
                lines.append(text)
            }
        }
        return lines
    }
}
