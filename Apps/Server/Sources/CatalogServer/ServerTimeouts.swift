/// How long the server waits for a slow client, and for itself at shutdown.
public struct ServerTimeouts: Sendable, Equatable {
    /// A request's head, from the connection opening or the last response: also how long
    /// an idle keep-alive connection stays open, and how long a client may take nothing of
    /// an answer waiting to be sent.
    public var header: Duration
    /// A request's body, from its head.
    public var body: Duration
    /// From SIGTERM or SIGINT until the requests in flight are cut off.
    public var shutdown: Duration

    public init(header: Duration = .seconds(10), body: Duration = .seconds(30), shutdown: Duration = .seconds(10)) {
        self.header = header
        self.body = body
        self.shutdown = shutdown
    }
}
