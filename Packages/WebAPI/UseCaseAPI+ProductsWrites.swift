import APIContract
import Domain

/// The API's writes: each runs its use case, over the version named in `If-Match`.
/// `WriteAccessMiddleware` has checked the token before any of these runs.
extension UseCaseAPI {
    public func createProduct(_ input: Operations.CreateProduct.Input) async throws -> Operations.CreateProduct.Output {
        guard case .json(let body) = input.body else { return .badRequest(.init(body: .applicationProblemJson(.invalidParameter("Send the product as JSON.")))) }
        do {
            let product = try await useCases.createProduct.execute(ProductDraft(body))
            return .created(.init(
                headers: .init(location: "/api/v1/products/\(product.id)", eTag: VersionETag.make(version: product.version)),
                body: .json(.init(product))
            ))
        } catch {
            switch error {
            case .invalid(_, let problems): return .unprocessableContent(.init(error, problems))
            case .storageUnavailable: return .serviceUnavailable(.init(error))
            case .notAllowed: return .forbidden(.init(error))
            case .invalidQuery, .notFound, .conflict, .inUse: return .badRequest(.init(error))
            }
        }
    }

    public func updateProduct(_ input: Operations.UpdateProduct.Input) async throws -> Operations.UpdateProduct.Output {
        guard let ifMatch = input.headers.ifMatch else { return .preconditionRequired(.ifMatchNeeded("/api/v1/products/{id}")) }
        guard case .json(let body) = input.body else { return .badRequest(.init(body: .applicationProblemJson(.invalidParameter("Send the product as JSON.")))) }
        let id = ProductID(input.path.id)
        do {
            let version = try await VersionETag.expected(ifMatch: ifMatch) { () throws(AppError) in try await currentVersion(of: id) }
            let product = try await useCases.updateProduct.execute(id: id, expectedVersion: version, with: ProductDraft(body))
            return .ok(.init(headers: .init(eTag: VersionETag.make(version: product.version)), body: .json(.init(product))))
        } catch {
            switch error {
            case .invalid(_, let problems): return .unprocessableContent(.init(error, problems))
            case .conflict(_, _, let currentVersion): return .preconditionFailed(.init(error, currentVersion: currentVersion))
            case .notFound: return .notFound(.init(error))
            case .storageUnavailable: return .serviceUnavailable(.init(error))
            case .notAllowed: return .forbidden(.init(error))
            case .invalidQuery, .inUse: return .badRequest(.init(error))
            }
        }
    }

    public func deleteProduct(_ input: Operations.DeleteProduct.Input) async throws -> Operations.DeleteProduct.Output {
        guard let ifMatch = input.headers.ifMatch else { return .preconditionRequired(.ifMatchNeeded("/api/v1/products/{id}")) }
        let id = ProductID(input.path.id)
        do {
            let version = try await VersionETag.expected(ifMatch: ifMatch) { () throws(AppError) in try await currentVersion(of: id) }
            try await useCases.deleteProduct.execute(id: id, expectedVersion: version)
            return .noContent(.init())
        } catch {
            switch error {
            case .conflict(_, _, let currentVersion): return .preconditionFailed(.init(error, currentVersion: currentVersion))
            case .notFound: return .notFound(.init(error))
            case .storageUnavailable: return .serviceUnavailable(.init(error))
            case .notAllowed: return .forbidden(.init(error))
            case .invalidQuery, .invalid, .inUse: return .badRequest(.init(error))
            }
        }
    }

    /// The version the product is at now, for an `If-Match` of `*` or of several tags.
    private func currentVersion(of id: ProductID) async throws(AppError) -> Int {
        try await useCases.getProduct.execute(id: id).version
    }
}

extension ProductDraft {
    init(_ draft: Components.Schemas.ProductDraft) {
        self.init(
            name: draft.name, summary: draft.summary, priceMinorUnits: draft.price.minorUnits,
            currencyCode: draft.price.currency, categorySlug: draft.category, stock: draft.stock
        )
    }
}
