@testable import CatalogCLI
import Testing

@Suite("Tables of text")
struct TextTableTests {
    @Test("Columns are as wide as their widest cell, the ids right-aligned, two spaces apart, no line ending in spaces")
    func columns() {
        let lines = TextTable.lines(header: ["ID", "Name", "Note"], rows: [["7", "Lamp", ""], ["12", "Desk", "oak"]])
        #expect(lines == ["ID  Name  Note", " 7  Lamp", "12  Desk  oak"])
    }

    @Test("No cell widens its column past the widest a column grows: a longer one is cut with an ellipsis")
    func widestColumn() {
        let long = String(repeating: "x", count: 100_000)
        let lines = TextTable.lines(header: ["ID", "Name", "Note"], rows: [["1", long, "a"], ["2", "Desk", "b"]])
        #expect(lines.allSatisfy { $0.count <= 2 + 2 + TextTable.widest + 2 + 4 }, "\(lines.map(\.count))")
        #expect(lines[1] == " 1  " + String(repeating: "x", count: TextTable.widest - 1) + "…  a")
        #expect(lines[2] == " 2  Desk" + String(repeating: " ", count: TextTable.widest - 4) + "  b")
    }

    @Test("A cell's line breaks and tabs are spaces: no value adds a row of its own")
    func oneLineARow() {
        let lines = TextTable.lines(header: ["ID", "Name"], rows: [["1", "X\n 9  Forged\r\tY"]])
        #expect(lines == ["ID  Name", " 1  X  9  Forged  Y"])
    }

    @Test("A cell of few characters that carry many marks is bounded in bytes too: four scalars a character of its width")
    func markedCell() {
        let marked = "x" + String(repeating: "\u{301}", count: 100_000)
        let lines = TextTable.lines(header: ["ID", "Name"], rows: [["1", marked]])
        #expect(lines[1].unicodeScalars.count <= 4 + 4 * 4, "\(lines[1].unicodeScalars.count)")
        #expect(lines[1].hasSuffix("…"))
    }
}
