import ArgumentParser
import Presentation

/// The fields of a product, as `add` and `edit` take them; a field left out is left as it is.
struct ProductFieldOptions: ParsableArguments {
    @Option(help: "The product's name, unique in its category.") var name: String?
    @Option(help: "A sentence or two about it.") var summary: String?
    @Option(help: ArgumentHelp("The price in the currency's major unit, such as 12.50.", valueName: "amount")) var price: String?
    @Option(help: ArgumentHelp("The price's currency: USD, EUR, GBP or JPY.", valueName: "code")) var currency: String?
    @Option(help: ArgumentHelp("The category, by slug (see catalog categories).", valueName: "slug")) var category: String?
    @Option(help: ArgumentHelp("Units in stock.", valueName: "count")) var stock: String?

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
