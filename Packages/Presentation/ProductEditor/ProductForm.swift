import Domain
import Foundation

/// A product editor's fields as a person typed them: text, checked only on save.
public struct ProductForm: EditorForm {
    public var name: String
    public var summary: String
    /// Such as `12.50`, in the currency's major unit.
    public var price: String
    /// An ISO 4217 code, such as `USD`.
    public var currency: String
    /// A category slug, such as `lighting`.
    public var category: String
    public var stock: String

    public init(name: String = "", summary: String = "", price: String = "", currency: String = "USD", category: String = "", stock: String = "0") {
        self.name = name
        self.summary = summary
        self.price = price
        self.currency = currency
        self.category = category
        self.stock = stock
    }

    /// What names the product in titles: its name, when it is not blank.
    public var heading: String? {
        name.allSatisfy(\.isWhitespace) ? nil : name
    }

    /// The form of an existing product, as an editor starts it.
    init(_ product: Product) {
        self.init(
            name: product.name,
            summary: product.summary,
            price: PriceText.plain(product.price),
            currency: product.price.currency.code,
            category: product.category.slug,
            stock: String(product.stock)
        )
    }

    /// The items each reference field may choose, by the field: every category, by name,
    /// as its slug. A list that cannot be read is left out, and its field is typed.
    static func choices(listCategories: any ListCategoriesUseCase) async -> [String: [FormChoice]] {
        let lists: [(field: Field, choices: [FormChoice]?)] = [
            (.category, try? await listCategories.execute().map { FormChoice(value: $0.category.slug, title: $0.category.name) }),
        ]
        return Dictionary(uniqueKeysWithValues: lists.compactMap { list in list.choices.map { (list.field.rawValue, $0) } })
    }

    /// The draft the form describes, and the fields that could not be read as typed
    /// (their values in the draft stand in only so that the other fields can be checked).
    func read() -> (draft: ProductDraft, unreadable: [FieldProblem]) {
        var unreadable: [FieldProblem] = []
        let minorUnits = PriceText.minorUnits(from: price, currencyCode: currency)
        if minorUnits == nil { unreadable.append(FieldProblem("price", .notAnAmount(price, example: "12.50"))) }
        let units = Int(stock.trimmingCharacters(in: .whitespaces))
        if units == nil { unreadable.append(FieldProblem("stock", .notAWholeNumber(stock))) }
        let draft = ProductDraft(
            name: name, summary: summary, priceMinorUnits: minorUnits ?? 0, currencyCode: currency,
            categorySlug: category, stock: units ?? 0
        )
        return (draft, unreadable)
    }
}
