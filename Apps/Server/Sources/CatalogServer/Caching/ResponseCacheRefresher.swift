import Composition

/// Empties a response cache when the data behind it changes, whoever changed it. The
/// server's own writes empty the cache as they are answered; this catches everyone
/// else's, such as the command-line app writing to the same SQLite file.
public struct ResponseCacheRefresher: Sendable {
    let cache: ResponseCache
    let changes: ChangeSignal

    public init(cache: ResponseCache, changes: ChangeSignal) {
        self.cache = cache
        self.changes = changes
    }

    /// Asks once whether the data changed, and empties the cache if it did.
    /// - Returns: whether it emptied the cache.
    @discardableResult
    public func check() async -> Bool {
        guard await changes.changedSinceLastAsked() else { return false }
        cache.removeAll()
        return true
    }

    /// Asks every `interval` until its task is cancelled.
    public func run(every interval: Duration) async {
        await check() // the first answer only starts the watch
        while !Task.isCancelled {
            do { try await Task.sleep(for: interval) } catch { return }
            await check()
        }
    }
}
