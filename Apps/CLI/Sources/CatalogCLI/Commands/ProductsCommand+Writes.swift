import ArgumentParser
import Composition
import Presentation

extension ProductsCommand {
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a product, and print it as saved.",
            discussion: "Every field that breaks a rule gets a line on stderr, and the status is 2."
        )

        @OptionGroup(title: "Fields") var fields: Fields
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func run() async throws {
            try await source.withScreens { screens in
                let state = await EditorCommands.add(screens.productEditor(id: nil), fields: fields.applied(to:))
                try ProductsCommand.report(state, json: json, context: .current)
            }
        }
    }

    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a product's fields, and print it as saved.",
            discussion: """
                Saves over the version it reads, or over --expect-version: if someone else saved \
                first, nothing is saved, the status is 3, and stderr says what it is now.
                """
        )

        @Argument(help: ArgumentHelp("The product's id.", valueName: "id")) var id: String
        @OptionGroup(title: "Fields") var fields: Fields
        @Option(help: ArgumentHelp("Save only if the product is still at this version (its --json says it).", valueName: "version")) var expectVersion: Int?
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            _ = try commandID(id, of: "a product")
        }

        func run() async throws {
            try await source.withScreens { screens in
                let editor = screens.productEditor(id: try commandID(id, of: "a product"))
                let state = try await EditorCommands.edit(editor, expecting: expectVersion, fields: fields.applied(to:))
                try ProductsCommand.report(state, json: json, context: .current)
            }
        }
    }

    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete a product, after asking (or at once with --yes).",
            discussion: "Without a terminal to ask on, it deletes only with --yes."
        )

        @Argument(help: ArgumentHelp("The product's id.", valueName: "id")) var id: String
        @Flag(help: "Delete without asking.") var yes = false
        @Option(help: ArgumentHelp("Delete only if the product is still at this version (its --json says it).", valueName: "version")) var expectVersion: Int?
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            _ = try commandID(id, of: "a product")
        }

        func run() async throws {
            let context = CLIContext.current
            try await source.withScreens { screens in
                let editor = screens.productEditor(id: try commandID(id, of: "a product"))
                let asked = try await EditorCommands.delete(editor, item: "product \(id)", expecting: expectVersion, asking: !yes, context: context)
                guard let state = asked else { return }
                try ProductsCommand.report(state, json: false, context: context)
            }
        }
    }

    /// The fields, as `add` and `edit` take them; a field left out is left as it is.
    struct Fields: ParsableArguments {
        @Option(help: ArgumentHelp("Name, unique in its category.", valueName: "text")) var name: String?
        @Option(help: ArgumentHelp("Summary: a sentence or two.", valueName: "text")) var summary: String?
        @Option(help: ArgumentHelp("Price: an amount in the currency's major unit, such as 12.50.", valueName: "amount")) var price: String?
        @Option(help: ArgumentHelp("Currency: one of \(ProductForm.currencyCodes.joined(separator: ", ")).", valueName: "code")) var currency: String?
        @Option(help: ArgumentHelp("Category: a category's slug (see `categories`).", valueName: "slug")) var category: String?
        @Option(help: ArgumentHelp("Stock: \(ProductForm.Field.stock.hint?.lowercased() ?? "a whole number").", valueName: "count")) var stock: String?

        /// `form` with the given fields in place of its own.
        func applied(to form: ProductForm) -> ProductForm {
            var form = form
            if let name { form.name = name }
            if let summary { form.summary = summary }
            if let price { form.price = price }
            if let currency { form.currency = currency }
            if let category { form.category = category }
            if let stock { form.stock = stock }
            return form
        }
    }

    /// Prints where an editor ended: the product as saved, or why nothing was saved.
    static func report(_ state: ProductEditorState, json: Bool, context: CLIContext) throws {
        try EditorCommands.report(state, kind: "product", context: context) { product in
            json ? JSONView.render(ProductJSON(product)) : ProductTextView(style: context.style).render(product)
        }
    }
}
