import Presentation

/// Purchase orders as text for a terminal or a pipe: a table, or one purchase order's fields.
struct PurchaseOrderTextView {
    let style: TextStyle

    func render(_ list: PurchaseOrderListViewData) -> String {
        ([style.bold(list.title)] + table(list.rows, selected: nil) + [style.dim(list.totalLabel + " · " + list.paging.pageLabel)])
            .joined(separator: "\n") + "\n"
    }

    func render(_ purchaseOrder: PurchaseOrderViewData) -> String {
        lines(purchaseOrder).joined(separator: "\n") + "\n"
    }

    /// The heading, then one line per field with its label.
    func lines(_ purchaseOrder: PurchaseOrderViewData) -> [String] {
        let width = PurchaseOrderViewData.Field.allCases.map(\.label.count).max() ?? 0
        return [style.bold(purchaseOrder.heading)] + PurchaseOrderViewData.Field.allCases.map { field in
            style.dim(field.label.rightPadded(to: width)) + "  " + purchaseOrder.text(field)
        }
    }

    /// The header and one line per purchase order; the `selected` row is marked, for the browser.
    func table(_ rows: [PurchaseOrderViewData], selected: Int?) -> [String] {
        let fields = PurchaseOrderViewData.Field.allCases
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
