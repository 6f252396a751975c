import Domain

extension ProductForm {
    /// The form's fields in the order an editor shows them, each with its label, so that
    /// every app lays out the same form and a field's problem finds its place by `rawValue`.
    public enum Field: String, FormField {
        case name, summary, price, currency, category, stock

        /// What a person reads beside the field.
        public var label: String {
            switch self {
            case .name: "Name"
            case .summary: "Summary"
            case .price: "Price"
            case .currency: "Currency"
            case .category: "Category"
            case .stock: "Stock"
            }
        }

        /// What the field takes, when it is not plain text.
        public var hint: String? {
            switch self {
            case .name, .summary: nil
            case .price: "An amount, such as 12.50"
            case .currency: "One of " + ProductForm.currencyCodes.joined(separator: ", ")
            case .category: "A category, by its slug (see categories)"
            case .stock: FormText.wholeNumberHint(0...ProductRules.maximumStock)
            }
        }

        /// How the field is typed or chosen.
        public var control: FormControl {
            switch self {
            case .name, .price, .stock: .text
            case .summary: .lines
            case .currency: .choice(ProductForm.currencyCodes)
            case .category: .reference
            }
        }
    }

    /// What is typed in `field`.
    public subscript(field: Field) -> String {
        get {
            switch field {
            case .name: name
            case .summary: summary
            case .price: price
            case .currency: currency
            case .category: category
            case .stock: stock
            }
        }
        set {
            switch field {
            case .name: name = newValue
            case .summary: summary = newValue
            case .price: price = newValue
            case .currency: currency = newValue
            case .category: category = newValue
            case .stock: stock = newValue
            }
        }
    }
}

extension ProductForm {
    /// The currency codes the catalog knows, for a field that offers a choice.
    public static var currencyCodes: [String] { Currency.known.map(\.code) }
}
