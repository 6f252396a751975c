import Presentation

/// One purchase order as `catalog purchase-orders ID --json` prints it, and as each item of the list.
struct PurchaseOrderJSON: Encodable {
    let id: Int64
    let supplierName: String
    let orderCode: String
    let unitCount: Int
    let totalCost: String
    let expectedAt: TimestampViewData
    let fullyReceived: Bool
    let deliveryNote: String?
    let issuedOn: String
    let shippingSpeed: String
    let destination: ReferenceJSON
    let link: String
    /// What `edit --expect-version` and `delete --expect-version` take.
    let version: Int

    init(_ purchaseOrder: PurchaseOrderViewData) {
        id = purchaseOrder.id
        supplierName = purchaseOrder.supplierName
        orderCode = purchaseOrder.orderCode
        unitCount = purchaseOrder.unitCount
        totalCost = purchaseOrder.totalCost
        expectedAt = purchaseOrder.expectedAt
        fullyReceived = purchaseOrder.fullyReceived
        deliveryNote = purchaseOrder.deliveryNote
        issuedOn = purchaseOrder.issuedOn
        shippingSpeed = purchaseOrder.shippingSpeed
        destination = ReferenceJSON(purchaseOrder.destination)
        link = DeepLink.link(for: purchaseOrder.route)
        version = purchaseOrder.version
    }
}

/// The JSON `catalog purchase-orders --json` prints: a page, and where it sits among all pages.
struct PurchaseOrderListJSON: Encodable {
    let purchaseOrders: [PurchaseOrderJSON]
    let page: Int
    let pageSize: Int
    let pageCount: Int
    let totalCount: Int
    /// Why `purchaseOrders` is empty, when it is.
    let message: String?

    init(_ list: PurchaseOrderListViewData, pageSize: Int) {
        purchaseOrders = list.rows.map(PurchaseOrderJSON.init)
        page = list.paging.pageNumber
        self.pageSize = pageSize
        pageCount = list.paging.pageCount
        totalCount = list.paging.totalCount
        message = nil
    }

    init(empty: EmptyViewData, page: Int, pageSize: Int) {
        purchaseOrders = []
        self.page = page
        self.pageSize = pageSize
        pageCount = empty.pageCount
        totalCount = empty.totalCount
        message = empty.message
    }
}
