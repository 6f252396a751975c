import Domain
import Testing

@Suite("The query grammar: name–value pairs both ways")
struct ProductQueryParametersTests {
    @Test("Pairs parse into a query", arguments: [
        ([("search", "desk lamp"), ("category", "lighting"), ("sort", "price-asc"), ("page", "2"), ("page-size", "10")],
         ProductQuery(text: "desk lamp", category: "lighting", sort: .priceLowToHigh, page: PageRequest(page: 2, pageSize: 10))),
        ([], ProductQuery()),
        ([("category", "")], ProductQuery()),
    ] as [([(String, String)], ProductQuery)])
    func parse(pairs: [(String, String)], query: ProductQuery) throws {
        #expect(try ProductQuery(parameters: pairs.map { (name: $0.0, value: $0.1) }) == query)
    }

    @Test("Unknown names and malformed values say which and what to use", arguments: [
        ([("colour", "red")], InvalidQueryReason.unknownParameter("colour", known: ProductQuery.parameterNames),
         "“colour” is not a parameter; use search, category, sort, page or page-size."),
        ([("sort", "random")], .malformedParameter("sort", value: "random"),
         "“random” is not a sort order; use relevance, name, price-asc or price-desc."),
        ([("page", "two")], .malformedParameter("page", value: "two"), "“two” is not a page number; pages are whole numbers from 1."),
        ([("page", "99999999999999999999")], .malformedParameter("page", value: "99999999999999999999"),
         "“99999999999999999999” is not a page number; pages are whole numbers from 1."),
        ([("page-size", "")], .malformedParameter("page-size", value: ""), "“” is not a page size; choose a whole number from 1 to 100."),
        ([("page", "3"), ("page", "4")], .repeatedParameter("page"), "“page” is given more than once; give each parameter once."),
        ([("search", "a"), ("category", ""), ("search", "a")], .repeatedParameter("search"),
         "“search” is given more than once; give each parameter once."),
    ] as [([(String, String)], InvalidQueryReason, String)])
    func refuse(pairs: [(String, String)], reason: InvalidQueryReason, message: String) {
        #expect(throws: reason) { try ProductQuery(parameters: pairs.map { (name: $0.0, value: $0.1) }) }
        #expect(reason.description == message)
    }

    @Test("Printing leaves defaults out, keeps a fixed order, and parses back to the same query", arguments: [
        ProductQuery(),
        ProductQuery(text: "chef's knife & fork", category: "kitchen", sort: .name, page: PageRequest(page: 3, pageSize: 50)),
        ProductQuery(sort: .priceHighToLow),
        ProductQuery(page: PageRequest(page: 0, pageSize: -1)), // out of bounds, but the grammar only spells it
    ])
    func roundTrip(query: ProductQuery) throws {
        let pairs = query.parameters
        #expect(try ProductQuery(parameters: pairs) == query)
        let order = ProductQuery.parameterNames
        #expect(pairs.map(\.name) == order.filter { name in pairs.contains { $0.name == name } })
    }

    @Test("The defaults print as nothing at all")
    func defaults() {
        #expect(ProductQuery().parameters.isEmpty)
        #expect(ProductQuery(text: "lamp", page: PageRequest(page: 2)).parameters.map { "\($0.name)=\($0.value)" } == ["search=lamp", "page=2"])
    }
}

@Suite("Product ids: the one rule")
struct ProductIDTests {
    @Test("Whole numbers from 1 are ids", arguments: [("1", Int64(1)), ("42", 42), ("0042", 42), ("9223372036854775807", .max)])
    func valid(text: String, value: Int64) {
        #expect(ProductID(parsing: text) == ProductID(value))
    }

    @Test("Anything else is not", arguments: ["0", "-1", "+5", " 5", "5 ", "abc", "", "4.0", "9223372036854775808", "99999999999999999999", "٣", "1\u{301}", "１"])
    func invalid(text: String) {
        #expect(ProductID(parsing: text) == nil)
    }
}
