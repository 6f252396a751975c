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
        let idWidth = max(2, rows.map { String($0.id).count }.max() ?? 0)
        let widths = fields.map { field in max(field.label.count, rows.map { $0.text(field).count }.max() ?? 0) }
        func line(_ id: String, _ cells: [String]) -> String {
            let padded = [id.leftPadded(to: idWidth)] + zip(cells, widths).map { $0.rightPadded(to: $1) }
            return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        let marker = selected == nil ? "" : "  "
        var lines = [style.dim(marker + line("ID", fields.map(\.label)))]
        for (index, row) in rows.enumerated() {
            let text = line(String(row.id), fields.map(row.text))
            if let selected {
                lines.append(index == selected ? style.inverse("> " + text) : "  " + text)
            } else {
                lines.append(text)
            }
        }
        return lines
    }
}
