import Domain
import Testing

/// A repository that records what reaches it, so tests can see what the use case let through.
private actor RecordingRepository: ProductRepository {
    var queries: [ProductQuery] = []
    var ids: [ProductID] = []

    func searchProducts(_ query: ProductQuery) async throws(AppError) -> Page<Product> {
        queries.append(query)
        return Page(items: [], request: query.page, totalCount: 0)
    }

    func product(id: ProductID) async throws(AppError) -> Product {
        ids.append(id)
        throw .notFound(kind: "product", id: id.rawValue)
    }

    // Reads only: the writes have their own suite.
    func create(_ draft: ProductDraft) async throws(AppError) -> Product { throw .notAllowed("reads only") }
    func update(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(AppError) -> Product { throw .notAllowed("reads only") }
    func delete(id: ProductID, expectedVersion: Int) async throws(AppError) { throw .notAllowed("reads only") }
}

@Suite("Search products use case")
struct SearchProductsUseCaseTests {
    @Test("A valid query reaches the repository with its text trimmed")
    func passesValidQuery() async throws {
        let repository = RecordingRepository()
        _ = try await DefaultSearchProductsUseCase(repository: repository)
            .execute(ProductQuery(text: "  desk lamp \n", category: "lighting", sort: .name, page: PageRequest(page: 3, pageSize: 100)))
        #expect(await repository.queries == [ProductQuery(text: "desk lamp", category: "lighting", sort: .name, page: PageRequest(page: 3, pageSize: 100))])
    }

    @Test("Search text loses the white space around it and keeps the rest", arguments: [
        ("", ""), ("   ", ""), ("\u{3000}\t\n", ""), ("lamp", "lamp"), (" desk  lamp ", "desk  lamp"),
        ("\u{00A0}é\u{301}\u{2003}", "é\u{301}"), ("\n🪔\r\n", "🪔"),
    ])
    func trimsText(text: String, trimmed: String) {
        #expect(ProductQuery(text: text).trimmedText == trimmed)
    }

    @Test("Invalid queries are refused before the repository is asked", arguments: [
        (ProductQuery(page: PageRequest(page: 0)), InvalidQueryReason.pageOutOfRange(0)),
        (ProductQuery(page: PageRequest(page: -4)), .pageOutOfRange(-4)),
        (ProductQuery(page: PageRequest(page: Int.max)), .pageOutOfRange(Int.max)),
        (ProductQuery(page: PageRequest(page: 1_000_001)), .pageOutOfRange(1_000_001)),
        (ProductQuery(text: "  " + String(repeating: "a", count: 199)), .textTooLong(length: 201, maximum: 200)),
        (ProductQuery(page: PageRequest(pageSize: 0)), .pageSizeOutOfRange(0, maximum: 100)),
        (ProductQuery(page: PageRequest(pageSize: 101)), .pageSizeOutOfRange(101, maximum: 100)),
        (ProductQuery(text: String(repeating: "a", count: 201)), .textTooLong(length: 201, maximum: 200)),
        (ProductQuery(text: (1...11).map { "w\($0)" }.joined(separator: " ")), .tooManyWords(count: 11, maximum: 10)),
        (ProductQuery(text: Array(repeating: "a", count: 100).joined(separator: " ")), .tooManyWords(count: 100, maximum: 10)),
        // Punctuation separates words as white space does: the stores search for each.
        (ProductQuery(text: "a-b.c,d/e+f'g\"h(i)j*k"), .tooManyWords(count: 11, maximum: 10)),
        (ProductQuery(text: String(repeating: "a½", count: 11)), .tooManyWords(count: 11, maximum: 10)),
        (ProductQuery(category: "Home Office"), .malformedCategory("Home Office")),
        (ProductQuery(category: ""), .malformedCategory("")),
        (ProductQuery(category: "x'; --"), .malformedCategory("x'; --")),
    ])
    func refusesInvalid(query: ProductQuery, reason: InvalidQueryReason) async {
        let repository = RecordingRepository()
        await #expect(throws: AppError.invalidQuery(reason)) {
            try await DefaultSearchProductsUseCase(repository: repository).execute(query)
        }
        #expect(await repository.queries.isEmpty)
    }

    @Test("A search's words are runs of letters, digits and their marks; anything else separates them and is not searched for", arguments: [
        ("", []), (" \t ", []), ("\"OR\" NEAR(x)", ["OR", "NEAR", "x"]), ("desk-lamp 2x", ["desk", "lamp", "2x"]),
        ("name:lamp*", ["name", "lamp"]), ("e\u{301}té", ["e\u{301}té"]), ("\u{301}a", ["a"]), ("Ⅻ٣", ["Ⅻ٣"]),
        // PostgreSQL splits a word at a number that is neither a digit nor a letter: so does the rule.
        ("a½b²c①", ["a", "b", "c"]),
        // A prepended letter does not carry the quote after it into the word.
        ("\u{0D4E}\"x", ["\u{0D4E}", "x"]),
    ])
    func words(text: String, words: [String]) {
        #expect(ProductQuery.words(in: text) == words)
    }

    @Test("The limits themselves are allowed")
    func boundariesAllowed() {
        let longest = String(repeating: "b", count: 200)
        #expect(ProductQuery(text: longest, category: "home-office-2", page: PageRequest(page: 1, pageSize: 100)).problem == nil)
        #expect(ProductQuery(page: PageRequest(pageSize: 1)).problem == nil)
        let mostWords = "a b-c.d e f g h i j - ! \" ( ) …"
        #expect(ProductQuery(text: mostWords).problem == nil)
        #expect(ProductQuery(page: PageRequest(page: 1_000_000, pageSize: 100)).problem == nil)
    }
}

@Suite("Get product use case")
struct GetProductUseCaseTests {
    @Test("Ids below 1 are invalid, as every reader of ids says, and the repository is not asked", arguments: [Int64(0), -1])
    func nonPositiveIDs(raw: Int64) async {
        let repository = RecordingRepository()
        await #expect(throws: AppError.invalidQuery(.malformedID(String(raw)))) {
            try await DefaultGetProductUseCase(repository: repository).execute(id: ProductID(raw))
        }
        #expect(await repository.ids.isEmpty)
    }

    @Test("Other ids are looked up")
    func lookup() async {
        let repository = RecordingRepository()
        await #expect(throws: AppError.notFound(kind: "product", id: 5)) {
            try await DefaultGetProductUseCase(repository: repository).execute(id: ProductID(5))
        }
        #expect(await repository.ids == [ProductID(5)])
    }
}
