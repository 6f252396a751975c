/// The editing pages' addresses. Each form posts back to the address it was shown at.
enum EditorPaths {
    static let new = "/products/new"

    static func edit(_ id: Int64) -> String { "/products/\(id)/edit" }

    static func delete(_ id: Int64) -> String { "/products/\(id)/delete" }
}
