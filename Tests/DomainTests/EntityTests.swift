import Domain
import Testing

@Suite("Entities")
struct EntityTests {
    // sample:begin
    @Test("A page knows how many pages there are and whether it has neighbours", arguments: [
        (0, 1, 0, false, false),
        (20, 1, 1, false, false),
        (21, 1, 2, false, true),
        (21, 2, 2, true, false),
        (60, 2, 3, true, true),
        (60, 9, 3, true, false),
    ])
    func pageArithmetic(total: Int, page: Int, pageCount: Int, hasPrevious: Bool, hasNext: Bool) {
        let page = Page<Product>(items: [], page: page, pageSize: 20, totalCount: total)
        #expect(page.pageCount == pageCount)
        #expect(page.hasPreviousPage == hasPrevious)
        #expect(page.hasNextPage == hasNext)
    }

    @Test("A filter's id is read by the ids' one rule; anything else is the query's error, naming the filter")
    func filterID() throws {
        #expect(try EntityID<PageRequest>(parameter: "book", value: "12") == EntityID(12))
        for value in ["0", "-3", "twelve", "", "99999999999999999999"] {
            #expect(throws: InvalidQueryReason.malformedParameter("book", value: value)) { try EntityID<PageRequest>(parameter: "book", value: value) }
        }
    }

    @Test("Slugs are lowercase letters, digits and dashes", arguments: [
        ("lighting", true), ("home-office", true), ("a1", true),
        ("", false), ("Lighting", false), ("home office", false), ("café", false), (String(repeating: "a", count: 65), false),
    ])
    func slugs(text: String, valid: Bool) {
        #expect(Category.isValidSlug(text) == valid)
    }
    // sample:end

    @Test("No total a store or a server reports overflows the page count, and a page of no size has none")
    func pageCountBounds() {
        #expect(Page<Int>(items: [], page: 1, pageSize: 20, totalCount: .max).pageCount == Int.max / 20 + 1)
        #expect(Page<Int>(items: [], page: 1, pageSize: 100, totalCount: 200).pageCount == 2)
        #expect(Page<Int>(items: [], page: 1, pageSize: 0, totalCount: 5).pageCount == 0)
        #expect(Page<Int>(items: [], page: 1, pageSize: 20, totalCount: -3).pageCount == 0)
    }

    @Test("Currencies are known by code")
    func currencies() {
        #expect(Currency.known(code: "JPY") == .jpy)
        #expect(Currency.known(code: "XXX") == nil)
    }

    @Test("Errors say what went wrong, for every app alike")
    func errorDescriptions() {
        // sample:begin
        #expect(AppError.notFound(kind: "product", id: 42).description == "No product has the id 42.")
        #expect(AppError.invalidQuery(.pageOutOfRange(0)).description == "Page 0 does not exist: pages are numbered from 1 to 1000000.")
        // sample:end
        #expect(AppError.storageUnavailable("the disk is full").description == "The data cannot be read: the disk is full.")
        #expect(AppError.notAllowed("the server said: Send a token.").description == "The change was refused: the server said: Send a token.")
    }

    // sample:begin
    @Test("A product is in stock from one unit")
    func inStock() {
        let product = Product(
            id: ProductID(1), name: "n", summary: "s", price: Money(minorUnits: 1, currency: .usd),
            category: Category(slug: "c", name: "C"), stock: 1
        )
        var soldOut = product
        soldOut.stock = 0
        #expect(product.isInStock && !soldOut.isInStock)
        #expect(product.version == 1)
    }
    // sample:end
}
