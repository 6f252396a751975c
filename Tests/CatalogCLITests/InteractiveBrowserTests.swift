import CatalogCLI
import Testing

@Suite("Interactive browser, driven by scripted keys")
struct InteractiveBrowserTests {
    /// Runs `catalog --demo` on a scripted terminal and returns the terminal.
    func browse(_ keys: [Key], options: [String] = []) async -> (CLIRun, ScriptedTerminal) {
        let terminal = ScriptedTerminal(keys: keys)
        let run = await catalog(arguments: ["--demo"] + options, terminal: terminal)
        return (run, terminal)
    }

    @Test("It opens on the first page of all products, with the first row selected")
    func firstScreen() async {
        let (run, terminal) = await browse([])
        #expect(run.status == .success)
        let lines = terminal.lastFrame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Catalog")
        #expect(lines[1] == "All products")
        #expect(lines[3].hasPrefix(">  1  Brass Desk Lamp"))
        #expect(terminal.lastFrame.contains("60 products · Page 1 of 3"))
        #expect(terminal.lastFrame.contains("↑↓ move · enter open"))
        #expect(terminal.lastFrame.contains("c categories"))
        #expect(terminal.wasStartedAndStopped)
    }

    @Test("open in a terminal browses from the link's screen; --json still prints")
    func openBrowses() async {
        let terminal = ScriptedTerminal(keys: [])
        let run = await catalog(arguments: ["open", "catalog://products/4", "--demo"], terminal: terminal)
        #expect(run.status == .success && run.stdout.isEmpty && terminal.wasStartedAndStopped)
        #expect(terminal.lastFrame.contains("Brass Pendant Lamp\nA brass pendant lamp from the fixture catalog."))
        let printed = await catalog(arguments: ["open", "catalog://products/4", "--demo", "--json"], terminal: ScriptedTerminal(keys: []))
        #expect(printed.stdout.contains("\"Brass Pendant Lamp\""))
        let paged = ScriptedTerminal(keys: [])
        _ = await catalog(arguments: ["open", "catalog://products?page=2&page-size=5", "--demo"], terminal: paged)
        #expect(paged.lastFrame.contains("60 products · Page 2 of 12"), "the link's page size, not the window's")
    }

    @Test("Down twice and enter open the third product; b goes back to the same row")
    func openAndBack() async {
        let (_, opened) = await browse([.down, .down, .enter])
        #expect(opened.lastFrame.contains("Brass Pendant Lamp\nA brass pendant lamp from the fixture catalog."))
        #expect(opened.lastFrame.contains("Link      catalog://products/4"))
        #expect(opened.lastFrame.hasSuffix("b back · c categories · r refresh · q quit"))

        let (_, back) = await browse([.down, .down, .enter, .character("b")])
        let selected = back.lastFrame.split(separator: "\n").filter { $0.hasPrefix(">") }
        #expect(selected.count == 1 && selected[0].contains("Brass Pendant Lamp"))
    }

    @Test("Slash, typing and enter search; n shows the next page, after a loading frame")
    func searchAndPage() async {
        let typing: [Key] = [.character("/")] + ScriptedTerminal.typing("lamp")
        let (_, typed) = await browse(typing)
        #expect(typed.lastFrame.contains("Search: lamp█"))

        let (_, searched) = await browse(typing + [.enter])
        #expect(searched.lastFrame.contains("Results for “lamp”"))
        #expect(searched.lastFrame.contains("28 products · Page 1 of 2"))

        let (_, paged) = await browse(typing + [.enter, .character("n")])
        #expect(paged.lastFrame.contains("28 products · Page 2 of 2"))
        let frames = paged.frames
        let loadingIndex = frames.lastIndex { $0.hasSuffix("Loading…") }
        #expect(loadingIndex == frames.count - 2, "the frame before the new page shows that it is loading")
    }

    @Test("Escape cancels typing, and clears an active search")
    func escape() async {
        let (_, cancelled) = await browse([.character("/"), .character("x"), .escape])
        #expect(cancelled.lastFrame.contains("All products") && !cancelled.lastFrame.contains("Search:"))

        let (_, cleared) = await browse([.character("/")] + ScriptedTerminal.typing("brass") + [.enter, .escape])
        #expect(cleared.lastFrame.contains("All products"))
    }

    @Test("c opens the categories; enter opens one's products, then a product; b goes back the same way")
    func categoriesAndBack() async {
        let walk: [Key] = [.character("c"), .down, .enter, .down, .enter]
        let (_, categories) = await browse([.character("c")])
        #expect(categories.lastFrame.contains("Categories\n  Category     Products  Slug\n> Garden    15 products  garden"))
        #expect(categories.lastFrame.hasSuffix("↑↓ move · enter open · b back · r refresh · q quit"))

        let (_, product) = await browse(walk)
        #expect(product.lastFrame.contains("Category  Kitchen"))
        let (_, list) = await browse(walk + [.character("b")])
        #expect(list.lastFrame.contains("Kitchen\n") && list.lastFrame.contains("15 products · Page 1 of 1"))
        #expect(list.lastFrame.split(separator: "\n").filter { $0.hasPrefix(">") }.count == 1, "the row stays selected")
        let (_, back) = await browse(walk + [.character("b"), .character("b")])
        #expect(back.lastFrame.contains("> Kitchen"))
        let (_, home) = await browse(walk + [.character("b"), .character("b"), .character("b")])
        #expect(home.lastFrame.contains("All products") && home.lastFrame.contains("60 products · Page 1 of 3"))
        #expect(!home.lastFrame.contains("b back"), "the first screen has nothing to go back to")
    }

    @Test("s cycles the sort order")
    func sort() async {
        let (_, sorted) = await browse([.character("s"), .character("s")])
        #expect(sorted.lastFrame.contains("s sort (Price: low to high)"))
    }

    @Test("A failing catalog shows the error and how to retry")
    func failure() async {
        let (run, terminal) = await browse([], options: ["--fail"])
        #expect(run.status == .success)
        #expect(terminal.lastFrame.contains("Unavailable"))
        #expect(terminal.lastFrame.contains("Press r to try again."))
    }

    @Test("Ctrl-C during a load ends the browser at once, without waiting for the load", .timeLimit(.minutes(1)))
    func interruptWhileLoading() async {
        // Every read takes a minute; Ctrl-C comes as the first loading frame is drawn.
        let terminal = ScriptedTerminal(events: [], interruptOn: { $0.contains("Loading") })
        let run = await catalog(arguments: ["--demo", "--delay", "60"], terminal: terminal)
        #expect(run.status == .success)
        #expect(terminal.frames.first?.contains("Loading") == true)
        #expect(!terminal.frames.contains { $0.contains("Brass Desk Lamp") }, "the first page was never drawn")
        #expect(terminal.wasStartedAndStopped)
    }

    @Test("On a narrow terminal no line is wider than it, and the page fits its height")
    func narrowTerminal() async {
        let terminal = ScriptedTerminal(keys: [], columns: 60, rows: 16)
        _ = await catalog(arguments: ["--demo"], terminal: terminal)
        let lines = terminal.lastFrame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 60 })
        #expect(lines.count <= 16)
        #expect(terminal.lastFrame.contains("60 products · Page 1 of 8"), "16 rows leave room for 8 products a page")
    }

    @Test("When the window changes size, the next frame fits the new one and still shows the keys")
    func resize() async {
        let terminal = ScriptedTerminal(events: [.resized(columns: 50, rows: 10)])
        _ = await catalog(arguments: ["--demo"], terminal: terminal)
        let before = terminal.frames[terminal.frames.count - 2].split(separator: "\n", omittingEmptySubsequences: false)
        let after = terminal.lastFrame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count > 10 && before.contains { $0.count > 50 }, "the first page was drawn for 100×30")
        #expect(after.count == 10 && after.allSatisfy { $0.count <= 50 })
        #expect(after.first == "Catalog" && after.last?.hasPrefix("↑↓ move · enter open") == true)
    }

    @Test("q quits at once; later keys are not read")
    func quit() async {
        let (run, terminal) = await browse([.character("q"), .down, .enter])
        #expect(run.status == .success)
        #expect(terminal.frames.count == 2, "the loading frame and the first page, nothing after q")
        #expect(terminal.wasStartedAndStopped)
    }
}
