import Presentation

/// Warehouses as text for a terminal or a pipe: a table, or one warehouse's fields.
struct WarehouseTextView {
    let style: TextStyle

    func render(_ list: WarehouseListViewData) -> String {
        ([style.bold(list.title)] + table(list.rows, selected: nil) + [style.dim(list.totalLabel + " · " + list.paging.pageLabel)])
            .joined(separator: "\n") + "\n"
    }

    func render(_ warehouse: WarehouseViewData) -> String {
        lines(warehouse).joined(separator: "\n") + "\n"
    }

    /// The heading, then one line per field with its label.
    func lines(_ warehouse: WarehouseViewData) -> [String] {
        let width = WarehouseViewData.Field.allCases.map(\.label.count).max() ?? 0
        return [style.bold(warehouse.heading)] + WarehouseViewData.Field.allCases.map { field in
            style.dim(field.label.rightPadded(to: width)) + "  " + warehouse.text(field)
        }
    }

    /// The header and one line per warehouse; the `selected` row is marked, for the browser.
    func table(_ rows: [WarehouseViewData], selected: Int?) -> [String] {
        let fields = WarehouseViewData.Field.allCases
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
