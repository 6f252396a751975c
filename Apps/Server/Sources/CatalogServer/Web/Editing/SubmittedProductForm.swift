import Presentation

/// An editor form as a browser sends it back: every field as typed, and the version the
/// page showed. A field the browser left out reads as empty.
struct SubmittedProductForm: Decodable {
    let name: String?
    let summary: String?
    let price: String?
    let currency: String?
    let category: String?
    let stock: String?
    let version: Int?

    var form: ProductForm {
        ProductForm(
            name: name ?? "", summary: summary ?? "", price: price ?? "", currency: currency ?? "",
            category: category ?? "", stock: stock ?? ""
        )
    }
}

/// A delete confirmation as a browser sends it back: the version the page showed.
struct SubmittedDeletion: Decodable {
    let version: Int?
}
