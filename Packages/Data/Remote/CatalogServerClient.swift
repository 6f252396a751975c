import APIContract
import Domain
import Foundation

/// Reads the catalog server's JSON API: builds each URL, sends the request, and turns
/// every way it can fail into a `CatalogError` that says what to check. The remote
/// repositories share one.
public struct CatalogServerClient: Sendable {
    private let baseURL: URL
    private let transport: any HTTPTransport
    private let timeout: Duration

    public init(baseURL: URL, transport: any HTTPTransport = URLSessionTransport(), timeout: Duration = .seconds(10)) {
        self.baseURL = baseURL
        self.transport = transport
        self.timeout = timeout
    }

    /// The decoded answer to `GET path?query`; a 404 is `notFound` when one is given.
    func get<Value: Decodable>(
        _ path: String,
        query: [(name: String, value: String)] = [],
        notFound: CatalogError? = nil
    ) async throws(CatalogError) -> Value {
        let url = endpoint(path, query: query)
        let response: HTTPResponse
        do {
            response = try await transport.get(url, timeout: timeout)
        } catch {
            throw .storageUnavailable(
                "the catalog server at \(url.absoluteString) cannot be reached (\(error.localizedDescription)); check that it is running and the URL is right"
            )
        }
        if response.status == 404, let notFound {
            throw notFound
        }
        guard response.status == 200 else {
            let detail = (try? JSONDecoder().decode(ProblemDTO.self, from: response.body)).map { ": \($0.detail)" } ?? ""
            throw .storageUnavailable("the catalog server answered \(url.absoluteString) with status \(response.status)\(detail)")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: response.body)
        } catch {
            throw Self.unexpected(url, reason: "\(error)")
        }
    }

    /// The error for an answer that does not say what the contract promises.
    static func unexpected(_ url: URL, reason: String) -> CatalogError {
        .storageUnavailable(
            "the catalog server's answer to \(url.absoluteString) is not what this app expects (\(reason)); is it the same version?"
        )
    }

    func endpoint(_ path: String, query: [(name: String, value: String)] = []) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.path = (components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path) + path
        components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.name, value: $0.value) }
        return components.url ?? baseURL
    }
}
