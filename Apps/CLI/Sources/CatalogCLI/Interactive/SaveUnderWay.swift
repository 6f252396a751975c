import Synchronization

/// Whether the browser is saving a change: a Ctrl-C then waits for the save to end (and
/// ends the browser after it), so that no one quits not knowing whether their change was
/// kept. Set by the session, read by whatever watches for Ctrl-C.
final class SaveUnderWay: Sendable {
    private let saving = Mutex(false)

    var isSet: Bool { saving.withLock { $0 } }

    func set(_ value: Bool) { saving.withLock { $0 = value } }
}
