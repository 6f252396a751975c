import Domain

/// `CategoryRepository` over a SQLite store: one row per category, counts kept by triggers.
///
/// Every product list page shows the categories, and they change only when products or
/// categories are written, so each read connection keeps the list it read until the
/// database changes: a request then costs a look at the data version, not a query.
public struct SQLiteCategoryRepository: CategoryRepository {
    private let store: SQLiteStore
    /// The list each connection last read, by the connection's serial.
    private let kept = KeptReads<Int, [CategorySummary]>(limit: 64)

    public init(store: SQLiteStore) {
        self.store = store
    }

    public func categories() async throws(CatalogError) -> [CategorySummary] {
        do {
            return try await store.read { connection in
                guard let version = try await connection.currentDataVersion() else { return try await Self.read(on: connection) }
                if let list = kept.value(for: connection.serial, at: version) { return list }
                let list = try await Self.read(on: connection)
                // A commit between the look at the version and the read moves the version;
                // the list then shows newer data than that version, and is not kept.
                if connection.dataVersion == version { kept.keep(list, for: connection.serial, at: version) }
                return list
            }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(storage: error, at: store.location)
        }
    }

    private static func read(on connection: SQLiteConnection) async throws -> [CategorySummary] {
        let rows = try await connection.query("SELECT slug, name, product_count FROM categories ORDER BY name COLLATE NOCASE, slug")
        return try rows.map { row throws(CatalogError) in
            guard
                let slug = row.column("slug")?.string,
                let name = row.column("name")?.string,
                let count = row.column("product_count")?.integer
            else { throw .storageUnavailable("a category row could not be read: \(row)") }
            return CategorySummary(category: Category(slug: slug, name: name), productCount: count)
        }
    }
}
