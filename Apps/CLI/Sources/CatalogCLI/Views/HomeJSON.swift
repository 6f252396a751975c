import Presentation

/// The JSON `catalog open catalog:// --json` prints.
struct HomeJSON: Encodable {
    struct Section: Encodable {
        let title: String
        let link: String
    }

    let title: String
    let sections: [Section]
    /// Why `sections` is empty, when it is.
    let message: String?

    init(_ home: HomeViewData) {
        title = home.title
        sections = home.sections.map { Section(title: $0.title, link: DeepLink.link(for: $0.route)) }
        message = home.emptyMessage
    }
}
