@testable import CatalogServer
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@Suite("Response cache middleware: what reads a request's address")
struct ResponseCacheMiddlewareTests {
    /// A route behind the cache whose key is the address with a trailing `?` dropped, as a
    /// grammar that reads two spellings as one would; it counts the keys it works out, and
    /// numbers the answers it renders.
    final class KeyedRoute: Sendable {
        let keys = Mutex(0)
        let renders = Mutex(0)

        /// The bodies of GET `requests` (an address and its headers), in order.
        func bodies(_ requests: [(uri: String, headers: HTTPFields)], cache: ResponseCache) async throws -> [String] {
            let router = Router(context: AppRequestContext.self)
            router.cached(by: cache) { request, _ in
                self.keys.withLock { $0 += 1 }
                let target = request.head.path ?? ""
                return target.hasSuffix("?") ? String(target.dropLast()) : target
            }.get("/page") { _, _ in
                let number = self.renders.withLock { $0 += 1; return $0 }
                return "render \(number)"
            }
            return try await Application(router: router).test(.router) { client in
                var bodies: [String] = []
                for request in requests {
                    let response = try await client.execute(uri: request.uri, method: .get, headers: request.headers)
                    bodies.append(String(buffer: response.body))
                }
                return bodies
            }
        }
    }

    @Test("A request spelt as one keyed to a kept answer before is answered without working out its key")
    func spelledAsBefore() async throws {
        let route = KeyedRoute()
        let cache = ResponseCache(maxAge: .seconds(60))
        let bodies = try await route.bodies(["/page?", "/page", "/page", "/page?", "/page"].map { ($0, [:]) }, cache: cache)
        #expect(bodies == Array(repeating: "render 1", count: 5))
        // Each spelling is keyed once, the first time it comes; then answered by itself.
        #expect(route.keys.withLock { $0 } == 2)
        #expect(cache.statistics == ResponseCache.Statistics(hits: 4, renders: 1, waits: 0))
    }

    @Test("A request with credentials is neither answered from the cache nor keyed")
    func credentials() async throws {
        let route = KeyedRoute()
        let cache = ResponseCache(maxAge: .seconds(60))
        let bodies = try await route.bodies([("/page", [:]), ("/page", [.cookie: "session=1"]), ("/page", [.authorization: "Bearer x"])], cache: cache)
        #expect(bodies == ["render 1", "render 2", "render 3"])
        #expect(route.keys.withLock { $0 } == 1)
    }
}
