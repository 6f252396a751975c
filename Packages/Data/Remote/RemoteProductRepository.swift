import APIContract
import Domain
import Foundation

/// `ProductRepository` over the catalog's JSON API, so that any app can run against a
/// server exactly as it runs against a local database.
public struct RemoteProductRepository: ProductRepository {
    private let baseURL: URL
    private let transport: any HTTPTransport
    private let timeout: Duration

    public init(baseURL: URL, transport: any HTTPTransport = URLSessionTransport(), timeout: Duration = .seconds(10)) {
        self.baseURL = baseURL
        self.transport = transport
        self.timeout = timeout
    }

    public func searchProducts(_ query: ProductQuery) async throws(CatalogError) -> ProductPage {
        let parameters = ProductSearchParameters(
            search: query.text, category: query.category, sort: query.sort.rawValue,
            page: query.page, pageSize: query.pageSize
        )
        let url = endpoint(APIPaths.products, query: parameters.query)
        let dto: ProductPageDTO = try await fetch(url, notFound: nil)
        var products: [Product] = []
        for product in dto.products {
            products.append(try Self.domain(product, from: url))
        }
        return ProductPage(products: products, page: dto.page, pageSize: dto.pageSize, totalCount: dto.totalCount)
    }

    public func product(id: ProductID) async throws(CatalogError) -> Product {
        let url = endpoint(APIPaths.product(id.rawValue), query: [])
        let dto: ProductDTO = try await fetch(url, notFound: .productNotFound(id))
        return try Self.domain(dto, from: url)
    }

    private func endpoint(_ path: String, query: [(name: String, value: String)]) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.path = (components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path) + path
        components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.name, value: $0.value) }
        return components.url ?? baseURL
    }

    private func fetch<Value: Decodable>(_ url: URL, notFound: CatalogError?) async throws(CatalogError) -> Value {
        let response: HTTPResponse
        do {
            response = try await transport.get(url, timeout: timeout)
        } catch {
            throw .storageUnavailable(RemoteSourceError.unreachable(url, reason: error.localizedDescription).description)
        }
        if response.status == 404, let notFound {
            throw notFound
        }
        guard response.status == 200 else {
            let problem = try? JSONDecoder().decode(ProblemDTO.self, from: response.body)
            throw .storageUnavailable(RemoteSourceError.badStatus(url, status: response.status, detail: problem?.detail).description)
        }
        do {
            return try JSONDecoder().decode(Value.self, from: response.body)
        } catch {
            throw .storageUnavailable(RemoteSourceError.badPayload(url, reason: "\(error)").description)
        }
    }

    private static func domain(_ dto: ProductDTO, from url: URL) throws(CatalogError) -> Product {
        guard let product = dto.toDomain() else {
            throw .storageUnavailable(RemoteSourceError.badPayload(url, reason: "unknown currency \(dto.price.currency)").description)
        }
        return product
    }
}
