import Presentation

/// The categories as a table for a terminal or a pipe.
struct CategoryTextView {
    let style: TextStyle

    func render(_ list: CategoryListViewData) -> String {
        var lines = [style.bold(list.title)]
        lines += table(list.rows, selected: nil)
        lines.append(style.dim(list.totalLabel))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header and one line per category; the `selected` row is marked, for the browser.
    func table(_ rows: [CategoryRowViewData], selected: Int?) -> [String] {
        let nameWidth = min(TextTable.widest, max(8, rows.map(\.name.onOneLine.count).max() ?? 8))
        let countWidth = max(8, rows.map(\.productCountLabel.count).max() ?? 8)
        let marker = selected == nil ? "" : "  "
        var lines = [style.dim(marker + "Category".rightPadded(to: nameWidth) + "  " + "Products".leftPadded(to: countWidth) + "  Slug")]
        for (index, row) in rows.enumerated() {
            let line = row.name.onOneLine.truncated(to: nameWidth).rightPadded(to: nameWidth) + "  " + row.productCountLabel.leftPadded(to: countWidth) + "  " + row.id.onOneLine
            if let selected {
                lines.append(index == selected ? style.inverse("> " + line) : "  " + line)
            } else {
                lines.append(line)
            }
        }
        return lines
    }
}
