/// A product category: a URL-safe slug that identifies it and a name to show.
public struct Category: Hashable, Sendable {
    /// Lowercase letters, digits and dashes, such as `lighting` or `home-office`.
    public let slug: String
    public let name: String

    public init(slug: String, name: String) {
        self.slug = slug
        self.name = name
    }

    /// Whether `text` has the shape of a slug. Filters reject anything else up front.
    public static func isValidSlug(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 64 else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        }
    }
}
