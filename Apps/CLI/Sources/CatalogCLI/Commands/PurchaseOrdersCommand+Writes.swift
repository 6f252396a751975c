import ArgumentParser
import Composition
import Presentation

extension PurchaseOrdersCommand {
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a purchase order, and print it as saved.",
            discussion: "Every field that breaks a rule gets a line on stderr, and the status is 2."
        )

        @OptionGroup(title: "Fields") var fields: Fields
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func run() async throws {
            try await source.withScreens { screens in
                let state = await EditorCommands.add(screens.purchaseOrderEditor(id: nil), fields: fields.applied(to:))
                try PurchaseOrdersCommand.report(state, json: json, context: .current)
            }
        }
    }

    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a purchase order's fields, and print it as saved.",
            discussion: """
                Saves over the version it reads, or over --expect-version: if someone else saved \
                first, nothing is saved, the status is 3, and stderr says what it is now.
                """
        )

        @Argument(help: ArgumentHelp("The purchase order's id.", valueName: "id")) var id: String
        @OptionGroup(title: "Fields") var fields: Fields
        @Option(help: ArgumentHelp("Save only if the purchase order is still at this version (its --json says it).", valueName: "version")) var expectVersion: Int?
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            _ = try commandID(id, of: "a purchase order")
        }

        func run() async throws {
            try await source.withScreens { screens in
                let editor = screens.purchaseOrderEditor(id: try commandID(id, of: "a purchase order"))
                let state = try await EditorCommands.edit(editor, expecting: expectVersion, fields: fields.applied(to:))
                try PurchaseOrdersCommand.report(state, json: json, context: .current)
            }
        }
    }

    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete a purchase order, after asking (or at once with --yes).",
            discussion: "Without a terminal to ask on, it deletes only with --yes."
        )

        @Argument(help: ArgumentHelp("The purchase order's id.", valueName: "id")) var id: String
        @Flag(help: "Delete without asking.") var yes = false
        @Option(help: ArgumentHelp("Delete only if the purchase order is still at this version (its --json says it).", valueName: "version")) var expectVersion: Int?
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            _ = try commandID(id, of: "a purchase order")
        }

        func run() async throws {
            let context = CLIContext.current
            try await source.withScreens { screens in
                let editor = screens.purchaseOrderEditor(id: try commandID(id, of: "a purchase order"))
                let asked = try await EditorCommands.delete(editor, item: "purchase order \(id)", expecting: expectVersion, asking: !yes, context: context)
                guard let state = asked else { return }
                try PurchaseOrdersCommand.report(state, json: false, context: context)
            }
        }
    }

    /// The fields, as `add` and `edit` take them; a field left out is left as it is.
    struct Fields: ParsableArguments {
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

    /// Prints where an editor ended: the purchase order as saved, or why nothing was saved.
    static func report(_ state: PurchaseOrderEditorState, json: Bool, context: CLIContext) throws {
        try EditorCommands.report(state, kind: "purchase order", context: context) { purchaseOrder in
            json ? JSONView.render(PurchaseOrderJSON(purchaseOrder)) : RecordTextView(style: context.style).render(purchaseOrder)
        }
    }
}
