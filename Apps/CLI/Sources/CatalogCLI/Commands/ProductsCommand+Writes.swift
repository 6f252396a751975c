import ArgumentParser
import Composition
import Presentation

extension ProductsCommand: EditingCommands {
    static let item = "product"
    static let anItem = "a product"

    static func editor(on screens: ScreenFactory, id: Int64?) -> ProductEditorViewModel {
        screens.productEditor(id: id)
    }

    static func printed(_ product: ProductDetailViewData, json: Bool, context: CLIContext) -> String {
        json ? JSONView.render(ProductJSON(product)) : ProductTextView(style: context.style).render(product)
    }

    /// The fields, as `add` and `edit` take them; a field left out is left as it is.
    struct Fields: EditorFields {
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
}
