import Domain
import Mocks
import Testing

@Suite("Mock category repository")
struct MockCategoryRepositoryTests {
    @Test("Its counts are those of the products it is given, ordered by name")
    func counts() async throws {
        let summaries = try await MockCategoryRepository().categories()
        #expect(summaries.map(\.category) == [ProductFixtures.garden, ProductFixtures.kitchen, ProductFixtures.lighting])
        for summary in summaries {
            #expect(summary.productCount == ProductFixtures.catalog.filter { $0.category == summary.category }.count)
        }
    }

    @Test("It fails as configured and counts every request")
    func failure() async {
        let repository = MockCategoryRepository(behavior: MockBehavior(failure: .storageUnavailable("down")))
        await #expect(throws: AppError.storageUnavailable("down")) { try await repository.categories() }
        #expect(await repository.requestCount == 1)
    }
}
