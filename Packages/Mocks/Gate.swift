/// A barrier a test holds closed to catch a call in flight: the call parks at the gate,
/// the test looks at what the caller shows meanwhile, then opens the gate.
///
/// Replaces sleeping in tests: nothing waits for time, only for the events themselves.
public actor Gate {
    private var isOpen: Bool
    private var parked: [CheckedContinuation<Void, Never>] = []
    private var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// How many calls have reached the gate so far.
    public private(set) var arrivals = 0

    public init(isOpen: Bool = false) {
        self.isOpen = isOpen
    }

    /// Called by a double: returns at once if the gate is open, else when it opens.
    public func pass() async {
        arrivals += 1
        let ready = arrivalWaiters.filter { $0.count <= arrivals }
        arrivalWaiters.removeAll { $0.count <= arrivals }
        ready.forEach { $0.continuation.resume() }
        guard !isOpen else { return }
        await withCheckedContinuation { parked.append($0) }
    }

    /// Lets every parked call and every later one through.
    public func open() {
        isOpen = true
        let released = parked
        parked.removeAll()
        released.forEach { $0.resume() }
    }

    /// Parks later calls again.
    public func close() {
        isOpen = false
    }

    /// Returns once `count` calls in all have reached the gate.
    public func waitForArrivals(_ count: Int) async {
        guard arrivals < count else { return }
        await withCheckedContinuation { arrivalWaiters.append((count, $0)) }
    }
}
