@testable import CatalogCLI
import Foundation
import Testing

@Suite("The browser cuts a line that would wrap")
struct BrowserLineCutTests {
    /// What a terminal shows of `line`: its text without the styles' codes, found scalar by scalar.
    private func shown(_ line: String) -> String {
        var scalars = Array(line.unicodeScalars)[...]
        var text = String.UnicodeScalarView()
        while let first = scalars.first {
            if let code = TextStyle.sequences.map({ Array($0.unicodeScalars) }).first(where: { scalars.starts(with: $0) }) {
                scalars = scalars.dropFirst(code.count)
            } else {
                text.append(first)
                scalars = scalars.dropFirst()
            }
        }
        return String(text)
    }

    @Test("A styled line is cut to the window's width of what shows, its style ended; one that fits is left whole; a plain one is cut as before")
    func styledLines() {
        let style = TextStyle(enabled: true)
        let long = "Search: " + String(repeating: "lamp ", count: 30) + "█" + style.dim("  enter search · esc cancel")
        let cut = long.truncatedForDisplay(to: 40)
        #expect(shown(cut).count == 40 && shown(cut).hasSuffix("…"))
        #expect(cut.hasSuffix(TextStyle.reset))
        let heading = style.bold("Products") + "  " + style.dim("page 1 of 3")
        #expect(heading.truncatedForDisplay(to: 40) == heading)
        let green = style.green(String(repeating: "saved ", count: 20))
        #expect(shown(green.truncatedForDisplay(to: 12)) == "saved saved…")
        #expect(String(repeating: "x", count: 50).truncatedForDisplay(to: 10) == "xxxxxxxxx…")
        // A value that starts with a combining mark joins the code before it into one
        // character: the code is still found, takes no room, and is not cut.
        let joined = style.bold("\u{301}" + String(repeating: "é", count: 30)) + style.dim(" more")
        let joinedCut = joined.truncatedForDisplay(to: 10)
        #expect(shown(joinedCut).unicodeScalars.count == 10 && shown(joinedCut).hasSuffix("…"))
        #expect(TextStyle.sequences.filter { joinedCut.unicodeScalars.starts(with: $0.unicodeScalars) }.count == 1, "the line starts with its whole code")
        #expect(!joinedCut.contains(TextStyle.sequences[1]), "a code past the cut is left out")
    }
}
