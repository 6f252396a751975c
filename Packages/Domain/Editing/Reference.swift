/// How a draft's reference to an item of another feature is checked: by asking that
/// feature's repository for the item, as any reader would.
enum Reference {
    /// Whether `lookup` finds its item: `false` when it answers `notFound`; any other
    /// failure (the store is down) is thrown, since it says nothing about the item.
    static func exists<Item>(_ lookup: () async throws(AppError) -> Item) async throws(AppError) -> Bool {
        do {
            _ = try await lookup()
            return true
        } catch .notFound {
            return false
        }
    }
}
