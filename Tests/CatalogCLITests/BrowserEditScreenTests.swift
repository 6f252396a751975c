import CatalogCLI
import Testing
import TestSupport

@Suite("The interactive browser's edit screen: type, save, see every problem, settle a conflict")
struct BrowserEditScreenTests {
    /// Opens product 1 and its edit screen, then plays `keys`.
    static let openEditor: [Key] = [.enter, .character("e")]
    static let toPrice: [Key] = [.down, .down]
    static let clearPrice = [Key](repeating: .backspace, count: 5)

    func browse(_ keys: [Key], arguments: [String] = ["--demo"], before: [Int: @Sendable () async -> Void] = [:]) async -> ScriptedTerminal {
        let terminal = ScriptedTerminal(events: (Self.openEditor + keys).map(TerminalEvent.key), before: before)
        _ = await catalog(arguments: arguments, terminal: terminal)
        return terminal
    }

    @Test("e on a product opens its fields; the arrows move the cursor")
    func opens() async {
        let opened = await browse([])
        #expect(opened.lastFrame.contains("Edit Brass Desk Lamp"))
        #expect(opened.lastFrame.contains("> Name      Brass Desk Lamp█"))
        #expect(opened.lastFrame.contains("  Price     59.99\n"))
        #expect(opened.lastFrame.hasSuffix("↑↓ field · type to change · enter save · esc cancel"))
        let moved = await browse(Self.toPrice)
        #expect(moved.lastFrame.contains("> Price     59.99█"))
    }

    @Test("Typing and enter save; the product shows its new values and the footer says so")
    func saves() async {
        let saved = await browse(Self.toPrice + Self.clearPrice + ScriptedTerminal.typing("12.50") + [.enter])
        #expect(saved.lastFrame.contains("Price     $12.50"))
        #expect(saved.lastFrame.hasSuffix("Saved Brass Desk Lamp (version 2)."))
        #expect(saved.frames.contains { $0.hasSuffix("Saving…") }, "a frame while it saved")
    }

    @Test("Ctrl-C while a change saves waits for the save, which is kept and said, and then ends the browser")
    func interruptWhileSaving() async {
        let keys = Self.openEditor + Self.toPrice + Self.clearPrice + ScriptedTerminal.typing("12.50") + [.enter, .interrupt, .down]
        let terminal = ScriptedTerminal(events: keys.map(TerminalEvent.key), interruptOn: { $0.hasSuffix("Saving…") })
        _ = await catalog(arguments: ["--demo", "--delay", "0.2"], terminal: terminal)
        #expect(terminal.frames.contains { $0.hasSuffix("Saving…") })
        #expect(terminal.lastFrame.contains("Price     $12.50"))
        #expect(terminal.lastFrame.hasSuffix("Saved Brass Desk Lamp (version 2)."))
        #expect(terminal.wasStartedAndStopped)
    }

    @Test("A form that breaks the rules shows each problem under its field and keeps what was typed")
    func invalid() async {
        let name = [Key](repeating: .backspace, count: 15)
        let terminal = await browse(name + Self.toPrice + ScriptedTerminal.typing("x") + [.enter])
        let frame = terminal.lastFrame
        #expect(frame.contains("  Name      \n            name is required"))
        #expect(frame.contains("> Price     59.99x█\n            price “59.99x” is not an amount; write it like 12.50"))
        #expect(frame.contains("Cannot save the product: nothing was saved; fix the fields marked."))
    }

    @Test("Esc leaves the edit screen and saves nothing")
    func cancels() async {
        let terminal = await browse(ScriptedTerminal.typing("!!") + [.escape])
        #expect(terminal.lastFrame.contains("Brass Desk Lamp\nA brass desk lamp"))
        #expect(!terminal.lastFrame.contains("Brass Desk Lamp!!"))
    }

    /// Plays the browser over a fresh database in which someone else changes the product's
    /// price to 70.00 just before the browser saves 12.50, then plays `after`.
    func conflicting(then after: [Key]) async throws -> ScriptedTerminal {
        let folder = try TemporaryDirectory()
        let database = folder.file("catalog.sqlite")
        let meanwhile: @Sendable () async -> Void = {
            // The product the browser opened: the first one listed.
            let listed = await catalog("products", "--page-size", "1", "--database", database).stdout
            let id = listed.split(separator: "\n").dropFirst(2).first?.split(separator: " ").first.map(String.init) ?? ""
            _ = await catalog("products", "edit", id, "--price", "70.00", "--database", database)
        }
        let keys = Self.toPrice + Self.clearPrice + ScriptedTerminal.typing("12.50") + [.enter]
        let saveAt = Self.openEditor.count + keys.count - 1
        return await browse(keys + after, arguments: ["--database", database], before: [saveAt: meanwhile])
    }

    @Test("Someone else saves first: their values show beside mine, and enter saves mine over theirs")
    func conflictKeepsMine() async throws {
        let terminal = try await conflicting(then: [.enter])
        let conflict = try #require(terminal.frames.last { $0.contains("Changed by someone else") && !$0.hasSuffix("Saving…") })
        #expect(conflict.contains("> Price     12.50█"), "mine, kept")
        #expect(conflict.contains("Theirs now (version 2):") && conflict.contains("  Price     70.00"))
        #expect(conflict.hasSuffix("enter save yours over theirs · ctrl-r take theirs · esc cancel"))
        #expect(terminal.lastFrame.contains("Price     $12.50") && terminal.lastFrame.contains("(version 3)."))
    }

    @Test("After a conflict, ctrl-r takes their values to edit again")
    func conflictTakesTheirs() async throws {
        let terminal = try await conflicting(then: [.control("r")])
        #expect(terminal.lastFrame.contains("> Price     70.00█"))
        #expect(!terminal.lastFrame.contains("Changed by someone else"))
    }
}
