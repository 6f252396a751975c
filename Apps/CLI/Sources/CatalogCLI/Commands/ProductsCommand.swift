import ArgumentParser
import Composition
import Presentation

struct ProductsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "products",
        abstract: "Print products: a page of them, those a search and filter find, or one by its id.",
        discussion: "Without a subcommand it runs show, which takes an id or the list's options (see show --help).",
        subcommands: [
            Show.self,
            AddCommand<ProductsCommand>.self, EditCommand<ProductsCommand>.self, DeleteCommand<ProductsCommand>.self,
        ],
        defaultSubcommand: Show.self
    )

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a page of products, or one product by its id."
        )

        typealias Name = ProductSelection.ParameterName

        @Argument(help: ArgumentHelp("The id of one product to print.", valueName: "id")) var id: String?
        @Option(name: .customLong(Name.search), help: ArgumentHelp("Words to find in product names and summaries, each as the start of a word.", valueName: "text"))
        var search: String?
        @Option(name: .customLong(Name.category), help: ArgumentHelp("Only this category, by slug (such as lighting or home-office).", valueName: "slug"))
        var category: String?
        @Option(name: .customLong(Name.sort), help: ArgumentHelp(
            "The order of the results: \(ProductSortOption.allCases.map(\.name).joined(separator: ", ")).", valueName: "order"
        ))
        var sort: String?
        @Option(name: .customLong(PageSelection.ParameterName.page), help: ArgumentHelp("The page of the list to print, from 1.", valueName: "number"))
        var page: String?
        @Option(
            name: .customLong(PageSelection.ParameterName.pageSize),
            help: ArgumentHelp("Products per page, 1 to \(PageSelection.maximumPageSize) (default \(PageSelection.defaultPageSize)).", valueName: "count")
        )
        var pageSize: String?
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            if let id { _ = try commandID(id, of: "a product") }
            try refuseListOptions(listOptions, besideID: id, of: "products")
            _ = try selection()
        }

        /// The list the options name, read by the grammar that reads the list's links and
        /// addresses, so that a malformed value is refused in the same words everywhere.
        func selection() throws(ValidationError) -> ProductSelection {
            try readGiven(listOptions, by: ProductSelection.init(parameters:))
        }

        /// The list's options as given, by their wire names: what `selection` reads.
        private var listOptions: [(name: String, value: String?)] {
            [
                (PageSelection.ParameterName.page, page),
                (PageSelection.ParameterName.pageSize, pageSize),
                (Name.search, search),
                (Name.category, category),
                (Name.sort, sort),
            ]
        }

        func run() async throws {
            let selection = try selection()
            let route: Route = try id.map { .productDetail(id: try commandID($0, of: "a product")) } ?? .productList(selection)
            try await source.withScreens { screens in
                try await ScreenOutput.print(screens.screen(for: route), json: json, context: .current)
            }
        }
    }
}
