import CatalogCLI
import Testing

@Suite("Colour")
struct ColorTests {
    let escape = "\u{1B}["

    @Test("Colour on a terminal")
    func terminal() async {
        let run = await catalog("open", "catalog://", "--demo", environment: ["TERM": "xterm-256color"], stdoutIsTerminal: true)
        #expect(run.stdout.contains(escape))
    }

    @Test("No colour with NO_COLOR, TERM=dumb, or without a terminal", arguments: [
        (["NO_COLOR": "1", "TERM": "xterm"], true),
        (["TERM": "dumb"], true),
        (["TERM": "xterm"], false),
    ])
    func plain(environment: [String: String], stdoutIsTerminal: Bool) async {
        let run = await catalog("open", "catalog://", "--demo", environment: environment, stdoutIsTerminal: stdoutIsTerminal)
        #expect(run.status == .success)
        #expect(!run.stdout.contains(escape))
    }
}
