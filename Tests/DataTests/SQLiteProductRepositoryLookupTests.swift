@testable import DataLayer
import Domain
import TestSupport
import Testing

@Suite("SQLite product repository: lookup and hostile input")
struct SQLiteProductRepositoryLookupTests {
    let directory: TemporaryDirectory
    let repository: SQLiteProductRepository

    init() throws {
        directory = try TemporaryDirectory()
        repository = SQLiteProductRepository(store: .sample(in: directory))
    }

    @Test("A product reads back exactly as the sample catalog wrote it")
    func productByID() async throws {
        let expected = SampleCatalog.standard.products[41]
        let product = try await repository.product(id: expected.id)
        #expect(product == expected)
    }

    @Test("An unknown id is not found")
    func unknownID() async throws {
        await #expect(throws: AppError.notFound(kind: "product", id: 99_999)) {
            try await repository.product(id: ProductID(99_999))
        }
    }

    @Test(
        "Injection attempts in search text are searched for as words, never executed",
        arguments: [
            "'; DROP TABLE products; --",
            "\" OR 1=1 --",
            "lamp\" OR \"desk",
            "name:brass",
            "NEAR(lamp desk)",
            "lamp* OR sofa",
            "^brass",
            "%' UNION SELECT sql FROM sqlite_master --",
            "\u{0}lamp",
        ]
    )
    func injectionIsInert(text: String) async throws {
        _ = try await repository.searchProducts(ProductQuery(text: text))
        let all = try await repository.searchProducts(ProductQuery())
        #expect(all.totalCount == SampleCatalog.standard.products.count, "the table is intact")
    }

    @Test("Operators in search text are plain words: 'lamp OR sofa' needs all three words")
    func operatorsAreWords() async throws {
        let page = try await repository.searchProducts(ProductQuery(text: "lamp OR sofa"))
        #expect(page.totalCount == 0)
    }
}
