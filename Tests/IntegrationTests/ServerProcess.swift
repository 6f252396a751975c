#if canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization
import TestSupport
import Testing

/// `catalog-server` (or another of the package's servers) run as a process of its own, on
/// 127.0.0.1 and a port the system picks, so that a test can stop it as an operator
/// would, or kill it.
final class ServerProcess: Sendable {
    let process: Process
    let port: Int
    /// What it has written to standard error so far.
    private let log: Log

    private final class Log: Sendable {
        private struct State {
            var text = ""
            /// Who waits for a line, by what one of its lines contains; each wait by a number of its own.
            var waiting: [(id: Int, needles: [String], continuation: CheckedContinuation<Bool, Never>)] = []
            var nextID = 0
            /// Whether the server's standard error has closed: nothing more will be logged.
            var ended = false
        }

        private let state = Mutex(State())

        var text: String { state.withLock { $0.text } }

        func append(_ chunk: String) {
            let found = state.withLock { state in
                state.text += chunk
                let text = state.text
                let found = state.waiting.filter { $0.needles.contains(where: text.contains) }
                state.waiting.removeAll { $0.needles.contains(where: text.contains) }
                return found
            }
            for waiter in found { waiter.continuation.resume(returning: true) }
        }

        /// The server's standard error has closed: whoever waits for a line waits in vain.
        func end() {
            let waiting = state.withLock { state in
                state.ended = true
                defer { state.waiting = [] }
                return state.waiting
            }
            for waiter in waiting { waiter.continuation.resume(returning: false) }
        }

        /// Whether one of `needles` is logged within `limit`.
        func wait(for needles: [String], within limit: Duration) async -> Bool {
            await withCheckedContinuation { continuation in
                let (id, found): (Int?, Bool) = state.withLock { state in
                    if needles.contains(where: state.text.contains) { return (nil, true) }
                    if state.ended { return (nil, false) }
                    state.nextID += 1
                    state.waiting.append((state.nextID, needles, continuation))
                    return (state.nextID, false)
                }
                guard let id else { return continuation.resume(returning: found) }
                Task {
                    try? await Task.sleep(for: limit) // a deadline, not a wait for the server
                    let late = state.withLock { state in
                        state.waiting.firstIndex { $0.id == id }.map { state.waiting.remove(at: $0).continuation }
                    }
                    late?.resume(returning: false)
                }
            }
        }
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    enum Failure: Error, CustomStringConvertible {
        case binaryMissing(String)
        case exited(log: String)
        case noPortWithin(Duration, log: String)
        case storeNotOpenedWithin(Duration, log: String)

        var description: String {
            switch self {
            case .binaryMissing(let path): "no server at \(path): build the package first (swift build)"
            case .exited(let log): "the server exited before it was ready to serve:\n\(log)"
            case .noPortWithin(let limit, let log): "the server did not listen within \(limit):\n\(log)"
            case .storeNotOpenedWithin(let limit, let log): "the server did not open its store within \(limit):\n\(log)"
            }
        }
    }

    /// What `catalog-server` logs once it has opened its store as it starts, or found that it cannot yet.
    static let storeOpened = "The data store is ready."
    static let storeNotOpened = "The data store cannot be used yet"
    /// What the server logs last as it stops: its store is closed.
    static let storeClosed = "The data store is closed."

    /// Starts the server with `arguments`, and `environment` beside this process's (less its
    /// token and OpenTelemetry's variables), and returns once it listens and has opened its
    /// store, or said that it cannot yet: as a load balancer sends requests once `/ready`
    /// says so, a test's first request does not wait for a new database's seeding.
    static func start(
        _ arguments: [String], environment: [String: String] = [:], waitingAtMost limit: Duration = .seconds(60)
    ) async throws -> ServerProcess {
        let server = try await start(
            product: "catalog-server", ["--hostname", "127.0.0.1", "--port", "0"] + arguments, environment: environment, waitingAtMost: limit
        )
        guard await server.log.wait(for: [storeOpened, storeNotOpened], within: limit) else {
            let exited = !server.process.isRunning
            server.process.terminate()
            throw exited ? Failure.exited(log: server.logText) : Failure.storeNotOpenedWithin(limit, log: server.logText)
        }
        return server
    }

    /// Starts the package's executable `product` with exactly `arguments`, which must have it
    /// listen on 127.0.0.1 and a port the system picks, and returns once it listens.
    static func start(
        product: String, _ arguments: [String], environment: [String: String] = [:], waitingAtMost limit: Duration = .seconds(60)
    ) async throws -> ServerProcess {
        let binary = productsFolder.appendingPathComponent(product).path
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw Failure.binaryMissing(binary) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "CATALOG_TOKEN" && !$0.key.hasPrefix("OTEL_") }
            .merging(environment) { _, given in given }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let log = Log()
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        errors.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                log.end()
                continuation.finish()
                return
            }
            let text = String(decoding: data, as: UTF8.self)
            log.append(text)
            continuation.yield(text)
        }
        // One start at a time: Foundation 6.3's Process.run() reads past a directory entry
        // when threads start processes at once (swift-corelibs-foundation #5472), a crash
        // that leaves the servers started so far running.
        try Self.starting.withLock { _ in try process.run() }
        let port = try await withThrowingTaskGroup(of: Int?.self) { group in
            group.addTask {
                var seen = ""
                for await chunk in lines {
                    seen += chunk
                    if let port = listeningPort(in: seen) { return port }
                }
                return nil
            }
            group.addTask {
                try await Task.sleep(for: limit) // a deadline, not a wait for the server
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
        guard let port else {
            process.terminate()
            let text = log.text
            throw process.isRunning ? Failure.noPortWithin(limit, log: text) : Failure.exited(log: text)
        }
        return ServerProcess(process: process, port: port, log: log)
    }

    /// Starts the server (or the package's executable `product`) as `start` does, runs
    /// `body` with it, then stops it and waits for its exit (`stop`) whether `body`
    /// returned or threw: no test leaves a server running.
    static func serving<T>(product: String? = nil, _ arguments: [String], _ body: (ServerProcess) async throws -> T) async throws -> T {
        let server = if let product { try await start(product: product, arguments) } else { try await start(arguments) }
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    private init(process: Process, port: Int, log: Log) {
        self.process = process
        self.port = port
        self.log = log
    }

    /// What the server has logged so far.
    var logText: String { log.text }

    /// Whether the server logs a line containing `text` within `limit`.
    func logs(_ text: String, within limit: Duration) async -> Bool {
        await log.wait(for: [text], within: limit)
    }

    /// Stops it as an operator does (SIGTERM: in-flight requests finish) and waits for it.
    func stop() async {
        process.terminate()
        await exited()
    }

    /// Kills it at once (SIGKILL: no request finishes, nothing is flushed) and waits for it.
    func kill() async {
        // Once it has exited, its process id may be another process's.
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        await exited()
    }

    /// Held while a process starts.
    private static let starting = Mutex(())

    /// The longest a stopped server may take to exit: its shutdown timeout (10 s) and the
    /// cancellation after it, with room to spare. Past it the test fails and the process is
    /// killed, so that a server that misses its SIGTERM fails a run instead of hanging it.
    static let exitLimit = Duration.seconds(30)

    /// A continuation resumed once, by whichever comes first.
    private final class Waiter: Sendable {
        let continuation = Mutex<CheckedContinuation<Void, Never>?>(nil)
        func take() -> CheckedContinuation<Void, Never>? { continuation.withLock { $0.take() } }
    }

    /// Returns once the process has exited, or fails the test at `exitLimit` and kills it:
    /// the wait ends then whatever Foundation says, since it may miss an exit.
    private func exited() async {
        let process = process
        let waiter = Waiter()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            waiter.continuation.withLock { $0 = continuation }
            DispatchQueue.global().async {
                process.waitUntilExit()
                waiter.take()?.resume()
            }
            Task {
                try? await Task.sleep(for: Self.exitLimit) // a deadline, not a wait for the server
                guard let late = waiter.take() else { return }
                Issue.record("the server (process \(process.processIdentifier)) was still running \(Self.exitLimit) after it was stopped; killed")
                Foundation.kill(process.processIdentifier, SIGKILL)
                late.resume()
            }
        }
    }

    /// Hummingbird's "Server started and listening on 127.0.0.1:PORT".
    private static func listeningPort(in log: String) -> Int? {
        guard let range = log.range(of: "listening on 127.0.0.1:") else { return nil }
        let rest = log[range.upperBound...]
        let digits = rest.prefix { $0.isNumber }
        // The whole number only: the rest of the line may not have arrived yet.
        return digits.isEmpty || digits.endIndex == rest.endIndex ? nil : Int(digits)
    }

    /// The folder the package's executables are built into: the test bundle's own.
    private static var productsFolder: URL {
        var url = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
        // On macOS the tests run inside a .xctest bundle, a few folders deeper.
        while url.pathComponents.count > 1, url.lastPathComponent.hasSuffix(".xctest") || url.lastPathComponent == "Contents" || url.lastPathComponent == "MacOS" {
            url.deleteLastPathComponent()
        }
        return url
    }

    /// The file these tests were loaded from. On Linux it is the process's own; on macOS a
    /// runner of SwiftPM's or Xcode's (`swiftpm-testing-helper`, `xctest`) loads the test
    /// bundle, so the process's own path names the runner, not the bundle.
    private static var testBinary: String {
        #if canImport(Darwin)
        var image = Dl_info()
        if dladdr(#dsohandle, &image) != 0, let name = image.dli_fname, name.pointee == 0x2F {
            return String(cString: name)
        }
        #endif
        return CommandLine.arguments[0]
    }
}

extension ServerProcess {
    /// Sends SIGTERM and waits at most `limit` for the process to exit; whether it did.
    func stop(waitingAtMost limit: Duration) async -> Bool {
        let waiting = Mutex<CheckedContinuation<Bool, Never>?>(nil)
        let finish = { @Sendable (exited: Bool) in waiting.withLock { $0.take() }?.resume(returning: exited) }
        return await withCheckedContinuation { continuation in
            waiting.withLock { $0 = continuation }
            process.terminationHandler = { _ in finish(true) }
            process.terminate()
            if !process.isRunning { finish(true) }
            Task {
                try? await Task.sleep(for: limit) // a deadline, not a wait for the server
                finish(false)
            }
        }
    }
}
