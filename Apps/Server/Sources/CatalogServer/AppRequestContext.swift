import Foundation
import Hummingbird
import Logging
import Presentation

/// The server's request context: Hummingbird's basic one, with JSON written in a fixed
/// key order so that answers are stable for caches, diffs and tests. A fork adds what
/// its routes share here (the signed-in user, say).
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The token this request's forms carry, set by `FormTokenMiddleware` for the routes
    /// that have forms.
    var formToken: String?
    /// Who sent the request, for logs and the credential throttle: the connection's peer,
    /// or behind a trusted proxy the client it names (`ClientMiddleware`).
    var clientAddress: String
    /// Whether the request reached a trusted proxy over HTTPS (`ClientMiddleware`).
    var overHTTPS = false
    /// The route a page's address names, read once for the response cache's key and the
    /// page (`PageController`).
    var pageRoute: Result<Route, PageError>?
    /// An API request's path and query as the grammar read them for the response cache's
    /// key, handed to the generated server on a miss so that it does not read them again
    /// (`OpenAPIRouterTransport`).
    var apiTarget: String?
    /// Whether the connection's client is still there (`ClientDepartureMiddleware`); none
    /// for a request that came by no connection of the server's, as in a router's tests.
    let departure: ClientDeparture?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
        departure = ClientDeparture.current
        // Hummingbird's ids count the server's requests; a client learns nothing from these.
        logger[metadataKey: "hb.request.id"] = .string(RequestIDs.next())
    }

    public var responseEncoder: JSONEncoder { Self.encoder }

    /// The largest request body read, for the API's writes and the pages' forms alike: a
    /// product's JSON or form is a few hundred bytes.
    public var maxUploadSize: Int { 64 << 10 }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
