import APIContract
import Hummingbird

/// Answers requests no route takes: 405 with `Allow` when the path exists for other
/// methods, else the not-found page, or a problem for API paths.
///
/// Added after every route, so it wraps only the router's not-found answer. It takes
/// the methods from the routes themselves instead of registering 405 handlers, so a
/// route for another method on the same path (`POST /api/v1/products` beside its GET)
/// is simply one more route.
struct UnmatchedRouteMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// Each route's path segments (a capture, `{name}`, or `*` matches any one segment) and method.
    private let routes: [(segments: [Substring], method: HTTPRequest.Method)]

    /// Reads the routes `router` has now: add it after the last route.
    init(routes router: Router<Context>) {
        self.routes = router.routes.map { ($0.path.description.split(separator: "/"), $0.method) }
    }

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let allowed = allowedMethods(for: request.uri.path)
            if !allowed.isEmpty {
                return Response(status: .methodNotAllowed, headers: [.allow: allowed.joined(separator: ", ")])
            }
            if request.uri.path.hasPrefix("/api/") {
                throw ProblemError(.notFound("Nothing is served at \(request.uri.path)."))
            }
            throw PageError.notFound(path: request.uri.path)
        }
    }

    /// The methods some route answers at `path`, HEAD wherever GET is, in a fixed order.
    func allowedMethods(for path: String) -> [String] {
        let segments = path.split(separator: "/")
        var methods = Set(routes.filter { Self.matches($0.segments, segments) }.map(\.method.rawValue))
        if methods.contains("GET") { methods.insert("HEAD") }
        return methods.sorted { (Self.order[$0] ?? 99, $0) < (Self.order[$1] ?? 99, $1) }
    }

    private static let order = ["GET": 0, "HEAD": 1, "POST": 2, "PUT": 3, "PATCH": 4, "DELETE": 5]

    private static func matches(_ pattern: [Substring], _ segments: [Substring]) -> Bool {
        pattern.count == segments.count && zip(pattern, segments).allSatisfy { $0.hasPrefix("{") || $0 == "*" || $0 == $1 }
    }
}
