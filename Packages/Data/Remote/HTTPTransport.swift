import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP GET, and nothing else the remote repository needs: small enough to fake,
/// and to back with URLSession here or any other client elsewhere.
public protocol HTTPTransport: Sendable {
    func get(_ url: URL, timeout: Duration) async throws -> HTTPResponse
}

/// `HTTPTransport` over URLSession, on Apple platforms and Linux alike.
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func get(_ url: URL, timeout: Duration) async throws -> HTTPResponse {
        var request = URLRequest(url: url)
        request.timeoutInterval = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await session.data(for: request)
        return HTTPResponse(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: data)
    }
}
