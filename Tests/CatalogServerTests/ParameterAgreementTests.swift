import APIContract
import Domain
import Presentation
import Testing

/// The layers may not share these lists, so each writes its own: the tests keep them one.
@Suite("The CLI, the pages and the API take the same parameters")
struct ParameterAgreementTests {
    @Test("Query parameter names agree between deep links and web pages, and the API")
    func names() {
        #expect(ListParameters.names == ProductSearchParameters.names)
    }

    @Test("Sort names agree between Domain, Presentation and the API")
    func sorts() {
        #expect(ProductSortOption.allCases.map(\.rawValue) == ProductSearchParameters.sorts)
        #expect(ProductSort.allCases.map(\.rawValue) == ProductSearchParameters.sorts)
    }

    @Test("Default page sizes agree")
    func pageSizes() {
        #expect(ProductListRequest.defaultPageSize == ProductSearchParameters.defaultPageSize)
        #expect(ProductQuery.defaultPageSize == ProductSearchParameters.defaultPageSize)
    }
}
