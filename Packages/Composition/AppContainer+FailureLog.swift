import WebAPI

extension AppContainer {
    /// Runs `body`, one request, with `record` as where the API reports what its client
    /// must not see (a store's failure and its reason), and `requestID` as what the client
    /// is told to quote instead.
    public static func reportingFailures<Result>(
        requestID: String, to record: @escaping @Sendable (_ reason: String) -> Void, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await FailureLog.$current.withValue(FailureLog(requestID: requestID, record: record), operation: body)
    }
}
