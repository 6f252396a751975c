import Composition
import ServiceLifecycle

/// Empties a response cache when the data behind it changes, whoever changed it. The
/// server's own writes empty the cache as they are answered; this catches everyone
/// else's, such as the command-line app writing to the same SQLite file. As a service,
/// it asks every `interval` until a shutdown begins.
public struct ResponseCacheRefresher: Service {
    let cache: ResponseCache
    let changes: ChangeSignal
    let interval: Duration

    public init(cache: ResponseCache, changes: ChangeSignal, interval: Duration = .milliseconds(100)) {
        self.cache = cache
        self.changes = changes
        self.interval = interval
    }

    /// Asks once whether the data changed, and empties the cache if it did.
    /// - Returns: whether it emptied the cache.
    @discardableResult
    public func check() async -> Bool {
        guard await changes.changedSinceLastAsked() else { return false }
        cache.removeAll()
        return true
    }

    /// Asks every `interval` until a shutdown begins or its task is cancelled.
    public func run() async {
        await cancelWhenGracefulShutdown {
            await check() // the first answer only starts the watch
            while !Task.isCancelled {
                do { try await Task.sleep(for: interval) } catch { return }
                await check()
            }
        }
    }
}
