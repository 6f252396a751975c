import ArgumentParser
import Composition
import Presentation

struct PurchaseOrdersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "purchase-orders",
        abstract: "Print purchase orders: a page of them, or one by its id.",
        subcommands: [
            Show.self,
            // writes:begin
            Add.self, Edit.self, Delete.self,
            // writes:end
        ],
        defaultSubcommand: Show.self
    )

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print every purchase order, or one purchase order by its id."
        )

        @Argument(help: "The id of one purchase order to print.") var id: Int64?
        @Option(name: .customLong(PageSelection.ParameterName.page), help: "The page of the list to print, from 1.")
        var page = 1
        @Option(
            name: .customLong(PageSelection.ParameterName.pageSize),
            help: "Purchase orders per page, 1 to \(PageSelection.maximumPageSize)."
        )
        var pageSize = PageSelection.defaultPageSize
        @Option(name: .customLong(PurchaseOrderSelection.FilterName.destination), help: ArgumentHelp("Only the purchase orders bound for this warehouse (its id).", valueName: "id")) var destination: Int64?
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            if let id, id < 1 { throw ValidationError("\(id) is not a purchase order id: ids are whole numbers from 1.") }
            if let destination, destination < 1 { throw ValidationError("\(destination) is not a warehouse id: ids are whole numbers from 1.") }
        }

        func run() async throws {
            let selection = PurchaseOrderSelection(
                page: PageSelection(page: page, pageSize: pageSize),
                destination: destination,
            )
            let route: Route = id.map { .purchaseOrderDetail(id: $0) } ?? .purchaseOrderList(selection)
            try await source.withScreens { screens in
                try await ScreenOutput.print(screens.screen(for: route), json: json, context: .current)
            }
        }
    }
}
