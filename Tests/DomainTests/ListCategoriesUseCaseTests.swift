import Domain
import Testing

private struct FixedCategories: CategoryRepository {
    let answer: Result<[CategorySummary], AppError>

    func categories() async throws(AppError) -> [CategorySummary] {
        try answer.get()
    }

    func category(slug: String) async throws(AppError) -> Category? {
        try answer.get().first { $0.category.slug == slug }?.category
    }
}

@Suite("List categories use case")
struct ListCategoriesUseCaseTests {
    @Test("It answers with the repository's categories and counts, in its order")
    func list() async throws {
        let summaries = [
            CategorySummary(category: Category(slug: "decor", name: "Decor"), productCount: 3),
            CategorySummary(category: Category(slug: "garden", name: "Garden"), productCount: 0),
        ]
        let useCase = DefaultListCategoriesUseCase(repository: FixedCategories(answer: .success(summaries)))
        #expect(try await useCase.execute() == summaries)
    }

    @Test("A store that cannot be read is passed on as it is")
    func failure() async {
        let useCase = DefaultListCategoriesUseCase(repository: FixedCategories(answer: .failure(.storageUnavailable("gone"))))
        await #expect(throws: AppError.storageUnavailable("gone")) { try await useCase.execute() }
    }
}
