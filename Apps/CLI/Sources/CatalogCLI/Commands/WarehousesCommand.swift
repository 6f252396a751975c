import ArgumentParser
import Composition
import Presentation

struct WarehousesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "warehouses",
        abstract: "Print warehouses: a page of them, or one by its id.",
        discussion: "Without a subcommand it runs show, which takes an id or the list's options (see show --help).",
        subcommands: [
            Show.self,
            AddCommand<WarehousesCommand>.self, EditCommand<WarehousesCommand>.self, DeleteCommand<WarehousesCommand>.self,
        ],
        defaultSubcommand: Show.self
    )

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print every warehouse, or one warehouse by its id."
        )

        @Argument(help: ArgumentHelp("The id of one warehouse to print.", valueName: "id")) var id: String?
        @Option(name: .customLong(PageSelection.ParameterName.page), help: ArgumentHelp("The page of the list to print, from 1.", valueName: "number"))
        var page: String?
        @Option(
            name: .customLong(PageSelection.ParameterName.pageSize),
            help: ArgumentHelp("Warehouses per page, 1 to \(PageSelection.maximumPageSize) (default \(PageSelection.defaultPageSize)).", valueName: "count")
        )
        var pageSize: String?
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            if let id { _ = try commandID(id, of: "a warehouse") }
            try refuseListOptions(listOptions, besideID: id, of: "warehouses")
            _ = try selection()
        }

        /// The list the options name, read by the grammar that reads the list's links and
        /// addresses, so that a malformed value is refused in the same words everywhere.
        func selection() throws(ValidationError) -> WarehouseSelection {
            try readGiven(listOptions, by: WarehouseSelection.init(parameters:))
        }

        /// The list's options as given, by their wire names: what `selection` reads.
        private var listOptions: [(name: String, value: String?)] {
            [
                (PageSelection.ParameterName.page, page),
                (PageSelection.ParameterName.pageSize, pageSize),
            ]
        }

        func run() async throws {
            let selection = try selection()
            let route: Route = try id.map { .warehouseDetail(id: try commandID($0, of: "a warehouse")) } ?? .warehouseList(selection)
            try await source.withScreens { screens in
                try await ScreenOutput.print(screens.screen(for: route), json: json, context: .current)
            }
        }
    }
}
