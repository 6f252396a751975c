import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's terminal: raw mode through termios, the alternate screen, and a
/// thread that turns standard input into keys.
final class PosixTerminal: InteractiveTerminal {
    private let savedAttributes = Mutex<termios?>(nil)
    /// Kept alive while the browser runs: they give the terminal back if the process is
    /// told to stop, instead of leaving the shell in raw mode, and report resizes.
    private let signalSources = Mutex<[any DispatchSourceSignal]>([])
    let interrupts: AsyncStream<Void>
    private let interrupted: AsyncStream<Void>.Continuation

    init() {
        (interrupts, interrupted) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// The window's size as the terminal reports it; else `COLUMNS` and `LINES`; else 80×24.
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        let environment = ProcessInfo.processInfo.environment
        return (environment["COLUMNS"].flatMap(Int.init) ?? 80, environment["LINES"].flatMap(Int.init) ?? 24)
    }

    func start() throws {
        var attributes = termios()
        guard tcgetattr(STDIN_FILENO, &attributes) == 0 else {
            throw CLIFailure(message: "cannot read the terminal's settings", status: .internalError)
        }
        savedAttributes.withLock { $0 = attributes }
        var raw = attributes
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            throw CLIFailure(message: "cannot switch the terminal to raw input", status: .internalError)
        }
        write("\u{1B}[?1049h\u{1B}[?25l")
        restoreOnTermination()
    }

    private func restoreOnTermination() {
        signalSources.withLock { sources in
            sources = [SIGTERM, SIGHUP, SIGQUIT].map { signalNumber in
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [self] in
                    stop()
                    exit(128 + signalNumber)
                }
                source.resume()
                return source
            }
        }
    }

    func stop() {
        write("\u{1B}[?25h\u{1B}[?1049l")
        guard var attributes = savedAttributes.withLock({ $0 }) else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes)
    }

    func events() -> AsyncStream<TerminalEvent> {
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        signalSources.withLock { sources in
            signal(SIGWINCH, SIG_IGN)
            let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
            resizes.setEventHandler { [self] in
                let size = size
                continuation.yield(.resized(columns: size.columns, rows: size.rows))
            }
            resizes.resume()
            sources.append(resizes)
        }
        // A blocking read belongs on a thread of its own, not on the cooperative pool.
        let reader = Thread { [interrupted] in
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                guard count > 0 else { break }
                for key in KeyDecoder.decode(buffer[0..<count]) {
                    if key == .interrupt { interrupted.yield() }
                    continuation.yield(.key(key))
                }
            }
            continuation.yield(.key(.endOfInput))
            continuation.finish()
        }
        reader.start()
        return events
    }

    func draw(_ frame: String) {
        write("\u{1B}[H\u{1B}[2J" + frame)
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
