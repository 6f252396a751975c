/// Fitting text into a table's columns.
extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    func rightPadded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// At most `width` characters, a longer text's last one "…"; and at most four Unicode
    /// scalars a character, since a character may carry any number of marks.
    func truncated(to width: Int) -> String {
        let cut = count <= width ? self : String(prefix(max(0, width - 1))) + "…"
        let scalars = 4 * width
        return cut.unicodeScalars.count <= scalars ? cut : String(String.UnicodeScalarView(cut.unicodeScalars.prefix(max(0, scalars - 1)))) + "…"
    }

    /// The text on one line: its line breaks and tabs as spaces, so that no value makes a
    /// line of its own.
    var onOneLine: String {
        String(map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
