import Composition
import Logging
import ServiceLifecycle

/// The container's store as a service: it opens the store as the server starts
/// (migrating it and running its seed), so that no request pays for that, and
/// closes it last, once everything that reads the store has stopped.
struct StoreService: Service {
    let container: AppContainer
    let logger: Logger

    func run() async throws {
        // Not awaited: the server listens meanwhile, `/health` answers and `/ready` says
        // whether the store is there yet. A store that cannot be opened now (a database
        // still starting) is tried again by the next request that needs it.
        let opening = Task { [container, logger] in
            do {
                try await container.prepare()
                logger.info("The data store is ready.")
            } catch {
                // An opening the server's stop ended is no warning: the stop says so.
                guard !Task.isCancelled else { return }
                logger.warning("The data store cannot be used yet, and each request that needs it tries again: \(error)")
            }
        }
        try? await gracefulShutdown()
        // An opening not begun by now opens nothing; one under way (a migration, or a wait
        // for another instance's) ends with the close, which closes what it opened.
        opening.cancel()
        await container.close()
        await opening.value
        logger.info("The data store is closed.")
    }
}
