/// A category: its slug, which filters, and its name, which is shown.
public struct CategoryDTO: Codable, Hashable, Sendable {
    public var slug: String
    public var name: String

    public init(slug: String, name: String) {
        self.slug = slug
        self.name = name
    }
}
