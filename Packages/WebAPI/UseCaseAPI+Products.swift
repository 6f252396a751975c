import APIContract
import Domain

/// The API's product reads: the search, and one product with its version as ETag.
extension UseCaseAPI {
    public func searchProducts(_ input: Operations.SearchProducts.Input) async throws -> Operations.SearchProducts.Output {
        let given = input.query
        let defaults = ProductQuery()
        let query = ProductQuery(
            text: given.search ?? defaults.text,
            category: given.category.flatMap { $0.isEmpty ? nil : $0 },
            sort: given.sort.map(Self.sort) ?? defaults.sort,
            page: PageRequest(page: given.page ?? defaults.page.page, pageSize: given.pageSize ?? defaults.page.pageSize)
        )
        do {
            return .ok(.init(body: .json(.init(try await useCases.searchProducts.execute(query)))))
        } catch {
            switch error {
            case .invalidQuery: return .badRequest(.init(error))
            case .notFound, .invalid, .conflict, .inUse, .storageUnavailable, .notAllowed: return .serviceUnavailable(.init(error))
            }
        }
    }

    public func getProduct(_ input: Operations.GetProduct.Input) async throws -> Operations.GetProduct.Output {
        do {
            let product = try await useCases.getProduct.execute(id: ProductID(input.path.id))
            return .ok(.init(headers: .init(eTag: VersionETag.make(version: product.version)), body: .json(.init(product))))
        } catch {
            switch error {
            case .notFound: return .notFound(.init(error))
            case .invalidQuery: return .badRequest(.init(error))
            case .invalid, .conflict, .inUse, .storageUnavailable, .notAllowed: return .serviceUnavailable(.init(error))
            }
        }
    }

    /// The document's sort names are the Domain's (a test holds them to it); a switch,
    /// so that a sort added to either side fails to compile until both agree.
    private static func sort(_ payload: Operations.SearchProducts.Input.Query.SortPayload) -> ProductSort {
        switch payload {
        case .relevance: .relevance
        case .name: .name
        case .priceAsc: .priceLowToHigh
        case .priceDesc: .priceHighToLow
        }
    }
}
