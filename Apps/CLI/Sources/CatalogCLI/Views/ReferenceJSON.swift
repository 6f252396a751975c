import Presentation

/// An item another refers to, as the JSON of the item that refers to it holds it: its id,
/// what names it, and its own link.
struct ReferenceJSON: Encodable {
    let id: Int64
    let heading: String
    let link: String

    init(_ reference: ReferenceViewData) {
        id = reference.id
        heading = reference.heading
        link = DeepLink.link(for: reference.route)
    }
}
