import Foundation

/// What a run of `catalog` talks to: its streams, its environment and, when it has
/// one, its terminal. Tests make their own; `standard()` is the real process.
public struct CLIContext: Sendable {
    public var stdout: any TextStream
    public var stderr: any TextStream
    public var environment: [String: String]
    /// The terminal to browse interactively on, or `nil` when input or output is not one.
    public var terminal: (any InteractiveTerminal)?
    /// Whether standard output is a terminal, which colour needs.
    public var stdoutIsTerminal: Bool
    /// Asks the person at the terminal a question and returns the line they answer, or
    /// `nil` when there is nobody to ask (input is not a terminal).
    public var ask: (@Sendable (String) -> String?)?

    public init(
        stdout: any TextStream,
        stderr: any TextStream,
        environment: [String: String] = [:],
        terminal: (any InteractiveTerminal)? = nil,
        stdoutIsTerminal: Bool = false,
        ask: (@Sendable (String) -> String?)? = nil
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.environment = environment
        self.terminal = terminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.ask = ask
    }

    /// This process's streams, environment and terminal.
    public static func standard() -> CLIContext {
        let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        let interactive = stdoutIsTerminal && isatty(STDIN_FILENO) == 1
        return CLIContext(
            stdout: FileDescriptorStream(.standardOutput),
            stderr: FileDescriptorStream(.standardError),
            environment: ProcessInfo.processInfo.environment,
            terminal: interactive ? PosixTerminal() : nil,
            stdoutIsTerminal: stdoutIsTerminal,
            ask: isatty(STDIN_FILENO) == 1 ? askOnTerminal : nil
        )
    }

    /// Writes `question` to standard error and reads the answer from standard input.
    @Sendable private static func askOnTerminal(_ question: String) -> String? {
        FileHandle.standardError.write(Data(question.utf8))
        return readLine()
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set or `TERM` is `dumb`.
    public var usesColor: Bool {
        guard stdoutIsTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    var style: TextStyle { TextStyle(enabled: usesColor) }

    /// The context of the run in progress.
    @TaskLocal static var current = CLIContext(stdout: CapturedStream(), stderr: CapturedStream())
}
