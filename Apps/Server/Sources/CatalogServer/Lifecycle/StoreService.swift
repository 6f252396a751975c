import Composition
import Logging
import ServiceLifecycle

/// The container's store as a service: it runs first and stops last, once everything
/// that reads the store has stopped, and closes the database then.
struct StoreService: Service {
    let container: AppContainer
    let logger: Logger

    func run() async throws {
        try? await gracefulShutdown()
        await container.close()
        logger.info("The data store is closed.")
    }
}

