/// Checks a draft against every rule, the store's included, without saving it: for an
/// editor that wants every problem at once, including for fields it could not read.
public protocol CheckProductDraftUseCase: Sendable {
    /// The draft's problems (it is normalized first); empty when it could be saved.
    /// `id` is the product being changed, whose own name does not count as taken.
    func execute(_ draft: ProductDraft, changing id: ProductID?) async throws(AppError) -> [FieldProblem]
}

public struct DefaultCheckProductDraftUseCase: CheckProductDraftUseCase {
    private let repository: any ProductRepository
    private let categories: any CategoryRepository

    public init(repository: any ProductRepository, categories: any CategoryRepository) {
        self.repository = repository
        self.categories = categories
    }

    public func execute(_ draft: ProductDraft, changing id: ProductID?) async throws(AppError) -> [FieldProblem] {
        do {
            try await DraftCheck(repository: repository, categories: categories).require(draft.normalized, except: id)
            return []
        } catch {
            guard case .invalid(_, let problems) = error else { throw error }
            return problems
        }
    }
}
