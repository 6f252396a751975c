@testable import CatalogServer
import Composition
import Domain
import Hummingbird
import HummingbirdTesting
import Logging
import Mocks
import Synchronization
import Testing


/// Runs `body` against the server's router, in process, over `container`, with the
/// options the server was started with.
func withRouter<T: Sendable>(
    _ container: AppContainer = .mock(),
    responseCache: ResponseCache? = nil,
    writeToken: String? = nil,
    clients: ClientTrust = ClientTrust(),
    throttle: CredentialThrottle = CredentialThrottle(),
    readiness: Readiness = Readiness(),
    accessLog: Bool = false,
    metrics: ServerMetrics? = nil,
    logger: Logger = Logger(label: "test"),
    _ body: @Sendable (any TestClientProtocol) async throws -> T
) async throws -> T {
    let router = try ServerApplication.router(
        container: container, responseCache: responseCache, writeToken: writeToken, clients: clients, throttle: throttle,
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

/// Asks for each of `uris` on the server over a store that cannot be read, and expects
/// what a client is told (a 503 page or problem with the request's id, nothing of why) and
/// what the log keeps (why, under that id).
func expectUnavailableStoreHidden(at uris: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let lines = CapturedLines()
    let router = try ServerApplication.router(container: .mock(.init(fails: true)))
    let logger = Logger(label: "test") { LineLogHandler(label: $0, metadataProvider: nil) { lines.append($0) } }
    try await Application(router: router, logger: logger).test(.router) { client in
        for uri in uris {
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .serviceUnavailable, "\(uri)", sourceLocation: sourceLocation)
            let id = try #require(response.headers.first { $0.name.rawName == "X-Request-ID" }?.value, sourceLocation: sourceLocation)
            #expect(text(response).contains("The data cannot be read right now; try again in a moment (request \(id))."), "\(uri)", sourceLocation: sourceLocation)
            #expect(!text(response).contains("--fail"), "\(uri): the reason stays in the server", sourceLocation: sourceLocation)
            #expect(
                lines.all.contains { $0.contains("hb.request.id=\(id)") && $0.contains("the demo data was asked to fail") }, "\(uri)",
                sourceLocation: sourceLocation
            )
        }
    }
}

/// Posts a body past the server's 64 KiB limit to `uri` with the write token "secret", and
/// expects a 413 problem before it is read and nothing saved: `created` (where the new
/// record would be) is still missing.
func expectBodyLimit(posting uri: String, thenMissing created: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let writer: HTTPFields = [.contentType: "application/json", .authorization: "Bearer secret"]
    let (answer, after) = try await withRouter(writeToken: "secret") { client in
        let huge = ByteBuffer(string: #"{"padding":""# + String(repeating: "x", count: 70_000) + #""}"#)
        let answer = try await client.execute(uri: uri, method: .post, headers: writer, body: huge)
        return (answer, try await client.execute(uri: created, method: .get))
    }
    #expect(answer.status == .contentTooLarge, sourceLocation: sourceLocation)
    #expect(text(answer).contains("The request body is larger than 65536 bytes; send at most 65536."), sourceLocation: sourceLocation)
    #expect(after.status == .notFound, sourceLocation: sourceLocation)
}

/// Serves `addresses` from `server` (over a SQLite file) behind a cache that its refresher
/// watches, has another process `delete` what they show, and expects each kept (200)
/// until the refresher's next check of the file sees the commit, then gone (404), and the
/// check after that to see nothing new.
func expectDeletedElsewhereForgotten(
    on server: AppContainer, at addresses: [String], delete: @escaping @Sendable () async throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let cache = ResponseCache(maxAge: .seconds(60))
    let refresher = ResponseCacheRefresher(cache: cache, changes: try #require(server.changes, sourceLocation: sourceLocation))
    let (before, kept, emptied, after, again) = try await withRouter(server, responseCache: cache) { client in
        func statuses() async throws -> [HTTPResponse.Status] {
            var statuses: [HTTPResponse.Status] = []
            for address in addresses { statuses.append(try await client.execute(uri: address, method: .get).status) }
            return statuses
        }
        await refresher.check() // starts watching
        let before = try await statuses()
        try await delete()
        let kept = try await statuses()
        let emptied = await refresher.check()
        return (before, kept, emptied, try await statuses(), await refresher.check())
    }
    let found = Array(repeating: HTTPResponse.Status.ok, count: addresses.count)
    #expect(before == found && kept == found, "kept until the change is seen", sourceLocation: sourceLocation)
    #expect(emptied, "the check saw the other process's commit", sourceLocation: sourceLocation)
    #expect(after == Array(repeating: .notFound, count: addresses.count), sourceLocation: sourceLocation)
    #expect(!again, "nothing changed since", sourceLocation: sourceLocation)
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
