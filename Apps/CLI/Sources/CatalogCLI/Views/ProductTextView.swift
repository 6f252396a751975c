import Presentation

/// Products as text for a terminal or a pipe: a page as a table, or one product in full.
struct ProductTextView {
    let style: TextStyle
    /// The widest a product name may be before it is cut short with an ellipsis.
    var maximumNameWidth = 40

    func render(_ page: ProductListViewData) -> String {
        var lines = [style.bold(page.title)]
        lines += table(page.rows, selected: nil)
        lines.append(style.dim(page.totalLabel + " · " + page.paging.pageLabel))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header and one line per row; the `selected` row is marked, for the browser.
    func table(_ rows: [ProductRowViewData], selected: Int?) -> [String] {
        let idWidth = max(2, rows.map { String($0.id).count }.max() ?? 2)
        let nameWidth = min(maximumNameWidth, max(4, rows.map(\.name.onOneLine.count).max() ?? 4))
        let priceWidth = max(5, rows.map(\.price.count).max() ?? 5)
        let marker = selected == nil ? "" : "  "
        let header = marker + "ID".leftPadded(to: idWidth) + "  " + "Name".rightPadded(to: nameWidth)
            + "  " + "Price".leftPadded(to: priceWidth) + "  Stock"
        var lines = [style.dim(header)]
        for (index, row) in rows.enumerated() {
            let stock = row.isAvailable ? row.stock : style.red(row.stock)
            let line = String(row.id).leftPadded(to: idWidth) + "  "
                + row.name.onOneLine.truncated(to: nameWidth).rightPadded(to: nameWidth) + "  "
                + row.price.leftPadded(to: priceWidth) + "  " + stock
            if let selected {
                lines.append(index == selected ? style.inverse("> " + line) : "  " + line)
            } else {
                lines.append(line)
            }
        }
        return lines
    }

    func render(_ product: ProductDetailViewData) -> String {
        lines(product).joined(separator: "\n") + "\n"
    }

    func lines(_ product: ProductDetailViewData) -> [String] {
        let stock = product.isAvailable ? style.green(product.stock) : style.red(product.stock)
        // A value is one line, whoever wrote it (a server, a file another app wrote); a
        // summary may have several, each a line of its own (as the browser counts them),
        // those after the first indented, so that none passes for the app's own.
        let summary = product.summary.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        return [style.bold(product.name.onOneLine), summary[0]] + summary.dropFirst().map { "  " + $0 } + [
            "",
            "Price     " + product.price,
            "Stock     " + stock,
            "Category  " + product.categoryName.onOneLine,
            "ID        " + String(product.id),
            "Link      " + DeepLink.link(for: .productDetail(id: product.id)),
        ]
    }
}
