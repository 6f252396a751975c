@testable import CatalogCLI
import Foundation
import Testing

@Suite("The browser cuts a line that would wrap")
struct BrowserLineCutTests {
    /// What a terminal shows of `line`: its text without the styles' codes.
    private func shown(_ line: String) -> String {
        TextStyle.sequences.reduce(line) { $0.replacingOccurrences(of: $1, with: "") }
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
    }
}
