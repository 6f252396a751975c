import CatalogServer
import Composition
import Domain
import Hummingbird
import HummingbirdTesting
import Logging
import Mocks
import Synchronization


/// Runs `body` against the server's router, in process, over `container`, with the
/// options the server was started with.
func withRouter<T: Sendable>(
    _ container: AppContainer = .mock(),
    responseCache: ResponseCache? = nil,
    writeToken: String? = nil,
    throttle: CredentialThrottle = CredentialThrottle(),
    readiness: Readiness = Readiness(),
    accessLog: Bool = false,
    metrics: ServerMetrics? = nil,
    logger: Logger = Logger(label: "test"),
    _ body: @Sendable (any TestClientProtocol) async throws -> T
) async throws -> T {
    let router = try ServerApplication.router(
        container: container, responseCache: responseCache, writeToken: writeToken, throttle: throttle,
        readiness: readiness, accessLog: accessLog, metrics: metrics
    )
    let app = Application(router: router, logger: logger)
    return try await app.test(.router, body)
}

/// Lines a test's log handler wrote, in order.
final class CapturedLines: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var all: [String] {
        lines.withLock { $0 }
    }
}

/// The response's body as text.
func text(_ response: TestResponse) -> String {
    String(buffer: response.body)
}

// sample:begin
/// A catalog whose product names need escaping.
let hostileContainer = AppContainer(repositories: .mock(MockProductRepository(products: [
    Product(
        id: ProductID(1), name: "<script>alert(1)</script>", summary: "Tom & Jerry's \"best\" <b>lamp</b>",
        price: Money(minorUnits: 100, currency: .usd), category: Category(slug: "lighting", name: "Lighting <3"), stock: 1
    ),
])))
// sample:end
