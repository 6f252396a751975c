/// What the server takes on trust about its clients' connections.
public struct ClientTrust: Sendable {
    /// Which proxies' `X-Forwarded-For` and `X-Forwarded-Proto` are believed.
    public var forwarded: ForwardedHeaders
    /// Whether every cookie is marked Secure, for a server that is reached over HTTPS only.
    public var secureCookies: Bool
    /// The most connections one client may hold open at once (`ClientCounts`); a
    /// trusted proxy's are not counted.
    public var connectionsPerClient: Int
    /// The most requests one client may have in flight at once (`ClientRequestLimitMiddleware`),
    /// by the client a trusted proxy names.
    public var requestsPerClient: Int

    public init(forwarded: ForwardedHeaders = .ignored, secureCookies: Bool = false, connectionsPerClient: Int = 100, requestsPerClient: Int = 32) {
        self.forwarded = forwarded
        self.secureCookies = secureCookies
        self.connectionsPerClient = connectionsPerClient
        self.requestsPerClient = requestsPerClient
    }
}
