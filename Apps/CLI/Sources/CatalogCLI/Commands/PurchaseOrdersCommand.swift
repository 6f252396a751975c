import ArgumentParser
import Composition
import Presentation

struct PurchaseOrdersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "purchase-orders",
        abstract: "Print purchase orders: a page of them, or one by its id.",
        discussion: "Without a subcommand it runs show, which takes an id or the list's options (see show --help).",
        subcommands: [
            Show.self,
            // writes:begin
            AddCommand<PurchaseOrdersCommand>.self, EditCommand<PurchaseOrdersCommand>.self, DeleteCommand<PurchaseOrdersCommand>.self,
            // writes:end
        ],
        defaultSubcommand: Show.self
    )

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print every purchase order, or one purchase order by its id."
        )

        @Argument(help: ArgumentHelp("The id of one purchase order to print.", valueName: "id")) var id: String?
        @Option(name: .customLong(PageSelection.ParameterName.page), help: ArgumentHelp("The page of the list to print, from 1.", valueName: "number"))
        var page: String?
        @Option(
            name: .customLong(PageSelection.ParameterName.pageSize),
            help: ArgumentHelp("Purchase orders per page, 1 to \(PageSelection.maximumPageSize) (default \(PageSelection.defaultPageSize)).", valueName: "count")
        )
        var pageSize: String?
        @Option(name: .customLong(PurchaseOrderSelection.FilterName.destination), help: ArgumentHelp("Only the purchase orders bound for this warehouse (its id).", valueName: "id")) var destination: String?
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            if let id { _ = try commandID(id, of: "a purchase order") }
            try refuseListOptions(listOptions, besideID: id, of: "purchase orders")
            _ = try selection()
        }

        /// The list the options name, read by the grammar that reads the list's links and
        /// addresses, so that a malformed value is refused in the same words everywhere.
        func selection() throws(ValidationError) -> PurchaseOrderSelection {
            try readGiven(listOptions, by: PurchaseOrderSelection.init(parameters:))
        }

        /// The list's options as given, by their wire names: what `selection` reads.
        private var listOptions: [(name: String, value: String?)] {
            [
                (PageSelection.ParameterName.page, page),
                (PageSelection.ParameterName.pageSize, pageSize),
                (PurchaseOrderSelection.FilterName.destination, destination),
            ]
        }

        func run() async throws {
            let selection = try selection()
            let route: Route = try id.map { .purchaseOrderDetail(id: try commandID($0, of: "a purchase order")) } ?? .purchaseOrderList(selection)
            try await source.withScreens { screens in
                try await ScreenOutput.print(screens.screen(for: route), json: json, context: .current)
            }
        }
    }
}
