import HTTPTypes
import WebAPI

extension AppContainer {
    /// The JSON API's busiest reads, answered without the generated code: a server asks
    /// first, for each request its API routes match, and sends an answer's bytes as they
    /// are; `nil` leaves the request to the routes `registerAPI` mounts.
    public func directReads() -> @Sendable (HTTPRequest) async throws -> (response: HTTPResponse, body: [UInt8])? {
        let reads = apiServer(writeToken: nil).directReads
        return { request in try await reads.answer(request) }
    }
}
