/// Fitting text into a table's columns.
extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    func rightPadded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func truncated(to width: Int) -> String {
        count <= width ? self : String(prefix(max(0, width - 1))) + "…"
    }
}
