@testable import CatalogCLI
import Presentation
import Testing

@Suite("The browser fits the list it starts on to its window")
struct BrowserFitTests {
    @Test("A list takes the window's page size, whichever feature's, keeping its page and filters; any other screen stays as it is")
    func fitted() {
        #expect(
            BrowserSession.fitted(.purchaseOrderList(PurchaseOrderSelection(destination: 3)), pageSize: 7)
                == .purchaseOrderList(PurchaseOrderSelection(page: PageSelection(pageSize: 7), destination: 3))
        )
        #expect(
            BrowserSession.fitted(.purchaseOrderList(PurchaseOrderSelection(page: PageSelection(page: 2, pageSize: 50))), pageSize: 7)
                == .purchaseOrderList(PurchaseOrderSelection(page: PageSelection(page: 2, pageSize: 7)))
        )
        for route in [Route.home, .purchaseOrderDetail(id: 4)] {
            #expect(BrowserSession.fitted(route, pageSize: 7) == route)
        }
    }
}
