import Domain
import Testing

/// The page every list takes: its grammar, its bounds and a page's arithmetic.
@Suite("PageRequest: every list's page as name–value pairs, and its bounds")
struct PageRequestTests {
    @Test("Pairs read into a page and print back, defaults left out", arguments: [
        ([], PageRequest()),
        ([("page", "3")], PageRequest(page: 3)),
        ([("page-size", "100"), ("page", "2")], PageRequest(page: 2, pageSize: 100)),
    ] as [([(String, String)], PageRequest)])
    func roundTrip(pairs: [(String, String)], request: PageRequest) throws {
        #expect(try PageRequest(parameters: pairs.map { (name: $0.0, value: $0.1) }) == request)
        #expect(try PageRequest(parameters: request.parameters) == request)
        #expect(request.parameters.map(\.name) == PageRequest.Parameter.allCases.map(\.name).filter { name in
            request.parameters.contains { $0.name == name }
        })
    }

    @Test("Another name, a name twice or a value that is not a number says which and what to use", arguments: [
        ([("sort", "name")], InvalidQueryReason.unknownParameter("sort", known: ["page", "page-size"]),
         "“sort” is not a parameter; use page or page-size."),
        ([("page", "2"), ("page", "2")], .repeatedParameter("page"), "“page” is given more than once; give each parameter once."),
        ([("page-size", "ten")], .malformedParameter("page-size", value: "ten"),
         "“ten” is not a page size; choose a whole number from 1 to 100."),
    ] as [([(String, String)], InvalidQueryReason, String)])
    func refuse(pairs: [(String, String)], reason: InvalidQueryReason, message: String) {
        #expect(throws: reason) { try PageRequest(parameters: pairs.map { (name: $0.0, value: $0.1) }) }
        #expect(reason.description == message)
    }

    @Test("The bounds are the use cases' to check: page 1 to a million, size 1 to 100", arguments: [
        (PageRequest(page: 0), InvalidQueryReason.pageOutOfRange(0)),
        (PageRequest(page: 1_000_001), .pageOutOfRange(1_000_001)),
        (PageRequest(pageSize: 0), .pageSizeOutOfRange(0, maximum: 100)),
        (PageRequest(pageSize: 101), .pageSizeOutOfRange(101, maximum: 100)),
    ])
    func bounds(request: PageRequest, reason: InvalidQueryReason) {
        #expect(request.problem == reason)
        #expect(PageRequest(page: 1_000_000, pageSize: 100).problem == nil)
    }

    @Test("A page knows its offset, its page count and its neighbours")
    func arithmetic() {
        #expect(PageRequest(page: 3, pageSize: 100).offset == 200)
        let third = Page(items: Array(201...250), request: PageRequest(page: 3, pageSize: 100), totalCount: 250)
        #expect(third.pageCount == 3 && third.hasPreviousPage && !third.hasNextPage)
        #expect(Page<Int>(items: [], page: 1, pageSize: 20, totalCount: 0).pageCount == 0)
    }
}
