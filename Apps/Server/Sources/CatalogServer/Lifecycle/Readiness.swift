import Composition
import Hummingbird
import Logging
import ServiceLifecycle
import Synchronization

/// Whether the server should be sent requests: `/ready` answers 200 only while the store
/// answers with its latest schema and no shutdown has begun. As a service it runs beside
/// the application, after it in the group, so that a shutdown reaches it first: from that
/// moment `/ready` answers 503, and for `drain` the server still serves what a load
/// balancer sends while it notices, before the application stops taking connections.
public final class Readiness: Service, Sendable {
    private let drain: Duration
    private let logger: Logger
    private let state = Mutex(State())

    private struct State {
        var isDraining = false
        /// Whoever waits for the drain to begin (a test).
        var waiting: [CheckedContinuation<Void, Never>] = []
        /// The store's check under way, which every probe meanwhile waits for.
        var checking: Task<Bool, Never>?
        /// The store's last answer, and when it came.
        var lastAnswer: (at: ContinuousClock.Instant, ready: Bool)?
    }

    /// How long a store may take to say it is ready before it counts as not ready.
    private let storeDeadline: Duration
    /// How long the store's answer stands: probes, however many, ask the store once in it.
    private let answerLifetime: Duration

    public init(
        drain: Duration = .zero, storeDeadline: Duration = .seconds(2), answerLifetime: Duration = .seconds(1),
        logger: Logger = Logger(label: "catalog-server")
    ) {
        self.drain = drain
        self.storeDeadline = storeDeadline
        self.answerLifetime = answerLifetime
        self.logger = logger
    }

    /// Whether a shutdown has begun.
    public var isDraining: Bool { state.withLock { $0.isDraining } }

    /// Returns once a shutdown has begun.
    public func drainBegan() async {
        await withCheckedContinuation { continuation in
            let began = state.withLock { state in
                if !state.isDraining { state.waiting.append(continuation) }
                return state.isDraining
            }
            if began { continuation.resume() }
        }
    }

    public func run() async throws {
        try? await gracefulShutdown()
        let waiting = state.withLock { state in
            state.isDraining = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
        guard drain > .zero else { return }
        logger.info("Shutting down: /ready answers 503, and requests are still served for \(drain).")
        // The drain itself: the time a load balancer takes to see /ready fail.
        try? await Task.sleep(for: drain)
    }

    /// `/ready`: 200 when ready; 503 while draining or while the store does not answer,
    /// saying which in a word and nothing of the store.
    func register(on router: some RouterMethods<AppRequestContext>, container: AppContainer) {
        router.get("/ready") { [self] _, _ in
            let status: (HTTPResponse.Status, String) = if isDraining {
                (.serviceUnavailable, "draining")
            } else if await storeIsReady(container) {
                (.ok, "ready")
            } else {
                (.serviceUnavailable, "unavailable")
            }
            return Response(
                status: status.0,
                headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"status":"\#(status.1)"}"#))
            )
        }
    }

    /// The store's answer, shared: one check at a time for every probe, and its answer
    /// kept for `answerLifetime`, so that no number of probes costs the store more than a
    /// query a second.
    private func storeIsReady(_ container: AppContainer) async -> Bool {
        enum Next {
            case answer(Bool)
            case wait(Task<Bool, Never>)
        }
        let next: Next = state.withLock { state in
            if let last = state.lastAnswer, ContinuousClock.now - last.at < answerLifetime { return .answer(last.ready) }
            if let checking = state.checking { return .wait(checking) }
            let check = Task { await container.isReady(within: storeDeadline) }
            state.checking = check
            return .wait(check)
        }
        switch next {
        case .answer(let ready):
            return ready
        case .wait(let check):
            let ready = await check.value
            state.withLock { state in
                guard state.checking == check else { return }
                state.checking = nil
                state.lastAnswer = (ContinuousClock.now, ready)
            }
            return ready
        }
    }
}
