import ArgumentParser
import Composition
import Presentation

extension PurchaseOrdersCommand: EditingCommands {
    static let item = "purchase order"
    static let anItem = "a purchase order"

    static func editor(on screens: ScreenFactory, id: Int64?) -> PurchaseOrderEditorViewModel {
        screens.purchaseOrderEditor(id: id)
    }

    static func printed(_ purchaseOrder: PurchaseOrderViewData, json: Bool, context: CLIContext) -> String {
        json ? JSONView.render(PurchaseOrderJSON(purchaseOrder)) : RecordTextView(style: context.style).render(purchaseOrder)
    }

    /// The fields, as `add` and `edit` take them; a field left out is left as it is.
    struct Fields: EditorFields {
        @Option(help: ArgumentHelp("Supplier name.", valueName: "text")) var supplierName: String?
        @Option(help: ArgumentHelp("Order code.", valueName: "text")) var orderCode: String?
        @Option(help: ArgumentHelp("Unit count: \(PurchaseOrderForm.Field.unitCount.hint?.lowercased() ?? "a whole number").", valueName: "number")) var unitCount: String?
        @Option(help: ArgumentHelp("Total cost: an amount, such as 12.50 or 12.50 EUR.", valueName: "amount")) var totalCost: String?
        @Option(help: ArgumentHelp("Expected at: a date in UTC, such as 2026-01-31 or 2026-01-31 14:30.", valueName: "date")) var expectedAt: String?
        @Option(help: ArgumentHelp("Fully received: yes or no.", valueName: "yes|no")) var fullyReceived: String?
        @Option(help: ArgumentHelp("Delivery note; empty for none.", valueName: "text")) var deliveryNote: String?
        @Option(help: ArgumentHelp("Issued on: a day, such as 2026-01-31.", valueName: "day")) var issuedOn: String?
        @Option(help: ArgumentHelp("Shipping speed: one of standard, express, overnight.", valueName: "choice")) var shippingSpeed: String?
        @Option(help: ArgumentHelp("Destination: a warehouse's id (see `warehouses`).", valueName: "id")) var destination: String?

        /// `form` with the given fields in place of its own.
        func applied(to form: PurchaseOrderForm) -> PurchaseOrderForm {
            var form = form
            if let supplierName { form.supplierName = supplierName }
            if let orderCode { form.orderCode = orderCode }
            if let unitCount { form.unitCount = unitCount }
            if let totalCost { form.totalCost = totalCost }
            if let expectedAt { form.expectedAt = expectedAt }
            if let fullyReceived { form.fullyReceived = fullyReceived }
            if let deliveryNote { form.deliveryNote = deliveryNote }
            if let issuedOn { form.issuedOn = issuedOn }
            if let shippingSpeed { form.shippingSpeed = shippingSpeed }
            if let destination { form.destination = destination }
            return form
        }
    }
}
