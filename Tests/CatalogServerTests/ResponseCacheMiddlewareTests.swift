@testable import CatalogServer
import HTTPTypes
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
            try await responses(requests.map { (.get, $0.uri, $0.headers) }, cache: cache).map { String(buffer: $0.body) }
        }

        /// The answers to `requests`, in order. A POST to the page is a write: answered 200,
        /// or 422 with `?refused`.
        func responses(_ requests: [(method: HTTPRequest.Method, uri: String, headers: HTTPFields)], cache: ResponseCache) async throws -> [TestResponse] {
            let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
            let routes = router.cached(by: cache) { request, _ in
                self.keys.withLock { $0 += 1 }
                let target = request.head.path ?? ""
                return target.hasSuffix("?") ? String(target.dropLast()) : target
            }
            routes.get("/page") { _, _ in
                let number = self.renders.withLock { $0 += 1; return $0 }
                return "render \(number)"
            }
            routes.post("/page") { request, _ in
                Response(status: request.uri.query == "refused" ? .unprocessableContent : .ok)
            }
            return try await Application(router: router).test(.router) { client in
                var responses: [TestResponse] = []
                for request in requests {
                    responses.append(try await client.execute(uri: request.uri, method: request.method, headers: request.headers))
                }
                return responses
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

    @Test("A request with credentials (a bearer token, a sign-in's session cookie among others, in any of its Cookie fields) is neither answered from the cache nor keyed; one with other cookies is")
    func credentials() async throws {
        let route = KeyedRoute()
        let cache = ResponseCache(maxAge: .seconds(60))
        var twoFields = HTTPFields()
        twoFields.append(HTTPField(name: .cookie, value: "AWSALB=sticky"))
        twoFields.append(HTTPField(name: .cookie, value: "session=2"))
        let bodies = try await route.bodies([
            ("/page", [:]),
            ("/page", [.cookie: "AWSALB=sticky; session=1"]),
            ("/page", twoFields),
            ("/page", [.authorization: "Bearer x"]),
            ("/page", [.cookie: "AWSALB=sticky; theme=dark"]),
            // The sign-in form's nonce changes no read.
            ("/page", [.cookie: "form_token=3"]),
        ], cache: cache)
        #expect(bodies == ["render 1", "render 2", "render 3", "render 4", "render 1", "render 1"])
        #expect(route.keys.withLock { $0 } == 1)
    }

    @Test("HEAD shares GET's kept answer, with its headers and without its body")
    func head() async throws {
        let route = KeyedRoute()
        let cache = ResponseCache(maxAge: .seconds(60))
        let answers = try await route.responses([(.get, "/page", [:]), (.head, "/page", [:])], cache: cache)
        #expect(answers[1].status == .ok && answers[1].body.readableBytes == 0 && answers[0].body.readableBytes > 0)
        #expect(answers[1].headers[.contentType] == answers[0].headers[.contentType])
        #expect(route.renders.withLock { $0 } == 1)
    }

    @Test("A write that succeeds empties the cache, so the next read renders anew; one refused leaves it")
    func writesEmpty() async throws {
        let route = KeyedRoute()
        let cache = ResponseCache(maxAge: .seconds(60))
        let answers = try await route.responses(
            [(.get, "/page", [:]), (.post, "/page?refused", [:]), (.get, "/page", [:]), (.post, "/page", [:]), (.get, "/page", [:])], cache: cache
        )
        #expect(answers.map { String(buffer: $0.body) }.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) == ["render 1", "render 1", "render 2"])
        #expect(answers[1].status == .unprocessableContent && answers[3].status == .ok)
    }
}
