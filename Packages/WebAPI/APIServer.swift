import APIContract
import Foundation
import OpenAPIRuntime

/// The JSON API, ready to mount on any OpenAPI server transport (Hummingbird's router,
/// Vapor's, a test's): the generated handlers over the use cases, behind the grammar.
public struct APIServer: Sendable {
    let api: any APIProtocol
    /// What a writer must send as a bearer token; `nil` turns writes off.
    let writeToken: String?

    public init(api: any APIProtocol, writeToken: String?) {
        self.api = api
        self.writeToken = writeToken
    }

    /// Registers a route per operation on `transport`; `outer` runs around each operation
    /// before the API's own middlewares (a server's tracing, say).
    public func register(on transport: any ServerTransport, outer: [any ServerMiddleware] = []) throws {
        try api.registerHandlers(
            on: transport,
            // Compact, with keys in a fixed order: stable for caches, diffs and tests.
            configuration: Configuration(dateTranscoder: InternetDateTranscoder(), jsonEncodingOptions: [.sortedKeys, .withoutEscapingSlashes]),
            middlewares: outer + [
                AcceptDisregardingMiddleware(), LiteralHeadersMiddleware(), UnreadableRequestMiddleware(), WriteAccessMiddleware(token: writeToken),
                QueryGrammarMiddleware(),
            ]
        )
    }
}
