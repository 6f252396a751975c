import CatalogCLI
import Foundation
import Synchronization
import TestSupport
import Testing

/// One run of `catalog` in process, with what it printed.
struct CLIRun {
    let status: CLIExitStatus
    let stdout: String
    let stderr: String

    /// stderr's lines, for checking that a failure says one thing.
    var stderrLines: [Substring] { stderr.split(separator: "\n") }
}

/// Runs `catalog` with `arguments` against captured streams.
func catalog(
    _ arguments: String...,
    environment: [String: String] = [:],
    terminal: (any InteractiveTerminal)? = nil,
    stdoutIsTerminal: Bool = false
) async -> CLIRun {
    await catalog(arguments: arguments, environment: environment, terminal: terminal, stdoutIsTerminal: stdoutIsTerminal)
}

func catalog(
    arguments: [String],
    environment: [String: String] = [:],
    terminal: (any InteractiveTerminal)? = nil,
    stdoutIsTerminal: Bool = false,
    ask: (@Sendable (String) -> String?)? = nil
) async -> CLIRun {
    let stdout = CapturedStream()
    let stderr = CapturedStream()
    let context = CLIContext(
        stdout: stdout, stderr: stderr, environment: environment,
        terminal: terminal, stdoutIsTerminal: stdoutIsTerminal, ask: ask
    )
    let status = await CommandLineApp.run(arguments: arguments, context: context)
    return CLIRun(status: status, stdout: stdout.text, stderr: stderr.text)
}

/// A terminal that plays a fixed script of keys and resizes and keeps every frame drawn.
final class ScriptedTerminal: InteractiveTerminal {
    private let script: [TerminalEvent]
    private let state = Mutex((frames: [String](), started: false, stopped: false, reading: false, interruptPending: false))
    let size: (columns: Int, rows: Int)
    /// Runs before the event at its index is read: after the browser handled every event before it.
    private let before: [Int: @Sendable () async -> Void]
    /// Ctrl-C is pressed as the first frame this is true of is drawn, whatever the browser
    /// is doing; as on a real terminal, it reaches `interrupts` only once keys are read
    /// (`events()` was asked for), and waits until then.
    private let interruptOn: (@Sendable (String) -> Bool)?
    let interrupts: AsyncStream<Void>
    private let interrupted: AsyncStream<Void>.Continuation

    init(
        events: [TerminalEvent], columns: Int = 100, rows: Int = 30, before: [Int: @Sendable () async -> Void] = [:],
        interruptOn: (@Sendable (_ frame: String) -> Bool)? = nil
    ) {
        script = events
        size = (columns, rows)
        self.before = before
        self.interruptOn = interruptOn
        (interrupts, interrupted) = AsyncStream.makeStream(of: Void.self)
    }

    convenience init(keys: [Key], columns: Int = 100, rows: Int = 30) {
        self.init(events: keys.map(TerminalEvent.key), columns: columns, rows: rows)
    }

    /// Types each character of `text` as a key.
    static func typing(_ text: String) -> [Key] { text.map(Key.character) }

    var frames: [String] { state.withLock { $0.frames } }
    var lastFrame: String { frames.last ?? "" }
    var wasStartedAndStopped: Bool { state.withLock { $0.started && $0.stopped } }

    func start() throws { state.withLock { $0.started = true } }
    func stop() { state.withLock { $0.stopped = true } }
    func draw(_ frame: String) {
        let pressed = interruptOn.map { $0(frame) } ?? false
        let reaches = state.withLock { state in
            state.frames.append(frame)
            guard pressed, !state.interruptPending else { return false }
            state.interruptPending = true
            return state.reading
        }
        if reaches { interrupted.yield() }
    }

    func events() -> AsyncStream<TerminalEvent> {
        let pending = state.withLock { state in
            state.reading = true
            return state.interruptPending
        }
        if pending { interrupted.yield() }
        // Unfolded one event per read, so that an action runs between two of them.
        let next = Mutex(0)
        return AsyncStream { [script, before] in
            let index = next.withLock { index in
                defer { index += 1 }
                return index
            }
            guard script.indices.contains(index) else { return nil }
            await before[index]?()
            return script[index]
        }
    }
}

/// Answers yes to every question and keeps them.
final class QuestionLog: Sendable {
    private let questions = Mutex<[String]>([])

    var asked: [String] { questions.withLock { $0 } }

    func record(_ question: String) -> String? {
        questions.withLock { $0.append(question) }
        return "y"
    }
}

/// Runs a feature's list and one of its items (commands that read the store, without their
/// data-source options) over stores that cannot be read, and expects exit 74 with one line that says what to do:
/// a file that is no database, a folder where the file should be, the demo asked to fail.
func expectUnreadableStoreExit(_ list: [String], _ show: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let directory = try TemporaryDirectory()
    let notes = directory.file("notes.txt")
    try Data(String(repeating: "not sqlite\n", count: 500).utf8).write(to: URL(fileURLWithPath: notes))
    let runs = [
        (await catalog(arguments: list + ["--database", notes]), "\(notes) is not a SQLite database; choose another file or move this one away"),
        (await catalog(arguments: show + ["--database", directory.path]), "cannot open the database at \(directory.path)"),
        (await catalog(arguments: show + ["--demo", "--fail"]), "the demo data was asked to fail (--fail)"),
    ]
    for (run, message) in runs {
        #expect(run.status == .storageUnavailable, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderrLines.count == 1 && run.stderr.contains(message), "\(run.stderr)", sourceLocation: sourceLocation)
    }
}
