import CatalogCLI
import DataLayer
import Foundation
import Synchronization
import TestSupport
import Testing

/// Text that reached the database before its rules refused control characters, or that a
/// server sends, is shown to a person, never acted on by their terminal.
@Suite("The terminal shows stored text; it does not obey it")
struct TerminalOutputTests {
    /// A name that would retitle the window, ring the bell, rewrite the line, reverse what
    /// follows and colour it green, with the very code the CLI's own styles use.
    static let hostileName = "Aa Lamp\u{1B}]0;owned\u{07}\r\u{202E}dekcah\u{1B}[32m"

    /// A database the CLI made and seeded in `directory`, its first product then written
    /// by SQL (`assignments`, with `values`), past the rules a write through the app meets.
    func database(in directory: TemporaryDirectory, whereProduct1Has assignments: String, _ values: [SQLiteData]) async throws -> String {
        let path = directory.file("catalog.sqlite")
        #expect(await run(["products", "--database", path]).status == .success) // created and seeded
        let store = SQLiteStore(location: .file(path: path), migrations: SQLiteSchema.migrations)
        let connection = try await store.connection()
        _ = try await connection.query("UPDATE products SET \(assignments) WHERE id = 1", values)
        await store.close()
        return path
    }

    @Test("A name with line breaks makes no line of its own, listed or shown; a summary's own lines are indented, so that none passes for the CLI's")
    func lineBreaksStayInTheirValue() async throws {
        let directory = try TemporaryDirectory()
        let path = try await database(in: directory, whereProduct1Has: "name = ?, summary = ?", [
            .text("Aa Lamp\ncatalog: token rejected"), .text("Warm light.\ncatalog: run this"),
        ])
        for arguments in [["products", "1"], ["products", "--sort", "name"]] {
            let lines = await run(arguments + ["--database", path]).stdout.split(separator: "\n")
            #expect(lines.contains { $0.contains("Aa Lamp catalog: token rejected") }, "\(arguments): \(lines)")
            #expect(!lines.contains { $0.hasPrefix("catalog:") }, "\(arguments): \(lines)")
        }
    }

    @Test("A product stored with control characters is listed and shown with them made visible, colour kept")
    func controlCharactersAreShown() async throws {
        let directory = try TemporaryDirectory()
        let path = try await database(in: directory, whereProduct1Has: "name = ?", [.text(Self.hostileName)])

        for arguments in [["products", "1"], ["products", "--sort", "name"]] {
            let output = await run(arguments + ["--database", path], terminal: true).stdout
            // Its carriage return is a line break, a space where the name is one line.
            #expect(output.contains("Aa Lamp␛]0;owned␇ \u{FFFD}dekcah␛[32m"), "\(arguments)")
            #expect(!output.contains("\u{07}") && !output.contains("\r") && !output.contains("\u{202E}"))
            let escapes = output.components(separatedBy: "\u{1B}").dropFirst()
            #expect(!escapes.isEmpty && escapes.allSatisfy { $0.hasPrefix("[") }, "only the styles' own escapes remain")
            #expect(!output.contains("dekcah\u{1B}"), "the name's colour code is shown, not obeyed")
            #expect(!output.unicodeScalars.contains { (0xF0000...0xFFFFD).contains($0.value) }, "the styles' mark is never written")
        }

        // As JSON, the name is written with JSON's escapes, and reads back as stored.
        let json = await run(["products", "1", "--json", "--database", path], terminal: true).stdout
        #expect(!json.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0xFFFD }, "\(json)")
        let shown = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(shown?["name"] as? String == Self.hostileName)

        // The question before a delete names the product: it is shown the same way.
        let asked = Mutex<[String]>([])
        let context = CLIContext(stdout: CapturedStream(), stderr: CapturedStream(), ask: { question in
            asked.withLock { $0.append(question) }
            return "n"
        })
        #expect(await CommandLineApp.run(arguments: ["products", "delete", "1", "--database", path], context: context) == .success)
        let question = try #require(asked.withLock { $0.first })
        #expect(question.contains("Aa Lamp␛]0;owned␇␍\u{FFFD}dekcah"))
        #expect(!question.contains("\u{1B}") && !question.contains("\u{07}") && !question.contains("\r"))
    }

    /// `catalog` in process; `terminal`: as if its output were a colour terminal.
    private func run(_ arguments: [String], terminal: Bool = false) async -> (status: CLIExitStatus, stdout: String) {
        let stdout = CapturedStream()
        let context = CLIContext(stdout: stdout, stderr: CapturedStream(), environment: ["TERM": "xterm"], stdoutIsTerminal: terminal)
        return (await CommandLineApp.run(arguments: arguments, context: context), stdout.text)
    }
}
