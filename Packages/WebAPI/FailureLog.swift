import APIContract

/// Where the API's answers report what their client must not see. A store that cannot be
/// read says why (a file's path, a database's host and message); that goes to the log of
/// the request it failed, and the client gets the request's id to quote. The server sets
/// one for each request; without one (a test driving the API directly), nothing is logged.
public struct FailureLog: Sendable {
    public let requestID: String
    public let record: @Sendable (_ reason: String) -> Void

    public init(requestID: String, record: @escaping @Sendable (_ reason: String) -> Void) {
        self.requestID = requestID
        self.record = record
    }

    @TaskLocal public static var current: FailureLog?
}

extension Components.Schemas.Problem {
    /// The problem for a store that cannot be read: `reason` to the request's log, the
    /// request's id to the client.
    static func unavailable(reporting reason: String) -> Self {
        let log = FailureLog.current
        log?.record(reason)
        return .unavailable("The data cannot be read right now; try again in a moment" + (log.map { " (request \($0.requestID))" } ?? "") + ".")
    }
}
