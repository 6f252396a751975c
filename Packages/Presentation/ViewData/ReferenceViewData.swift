import Domain

/// An item of another feature that an item refers to, ready to show: its heading, and
/// its own screen, where a link to it leads.
public struct ReferenceViewData: Hashable, Sendable {
    public let id: Int64
    public let heading: String
    public let route: Route
    /// Whether the item could not be read (its store failed), so that it shows by its kind
    /// and id only and a screen showing it is drawn without a part it has.
    public let isUnread: Bool

    public init(id: Int64, heading: String, route: Route, isUnread: Bool = false) {
        self.id = id
        self.heading = heading
        self.route = route
        self.isUnread = isUnread
    }

    /// The item `id` of `kind` (such as `Warehouse`), named by its heading among
    /// `referred`, or by its kind and id when it could not be read.
    init(kind: String, id: Int64, in referred: ReferredHeadings, route: Route) {
        self.init(id: id, heading: referred.heading(kind: kind, id: id) ?? "\(kind) \(id)", route: route, isUnread: referred.failed(kind: kind, id: id))
    }
}

/// The headings of the items a screen's items refer to, read for each distinct id once, so
/// that a row names what it refers to instead of showing a bare id.
public struct ReferredHeadings: Hashable, Sendable {
    private var headings: [Key: String] = [:]
    /// The items whose store failed to read them (`storageUnavailable`).
    private var failures: Set<Key> = []

    private struct Key: Hashable, Sendable {
        let kind: String
        let id: Int64
    }

    public init() {}

    /// How one kind's headings are read, and which ids to read.
    struct Lookup: Sendable {
        let kind: String
        let ids: [Int64]
        let heading: @Sendable (Int64) async throws(AppError) -> String
    }

    /// How many items are read at once: a page of distinct items is read side by side,
    /// within what a store's pool of readers takes without a queue.
    static let concurrentReads = 4

    /// Each lookup's headings, one read per distinct id, `concurrentReads` at a time. An
    /// item that cannot be read (gone since, or its store down) has none, and shows by
    /// its kind and id; one whose store failed is counted as a failure too (`failed`).
    static func load(_ lookups: [Lookup]) async -> ReferredHeadings {
        var referred = ReferredHeadings()
        for lookup in lookups {
            var seen = Set<Int64>()
            let ids = lookup.ids.filter { seen.insert($0).inserted }
            await withTaskGroup(of: (id: Int64, heading: Result<String, AppError>).self) { group in
                var next = 0
                func readNext() {
                    guard next < ids.count else { return }
                    let id = ids[next]
                    next += 1
                    group.addTask {
                        do throws(AppError) { return (id, .success(try await lookup.heading(id))) } catch { return (id, .failure(error)) }
                    }
                }
                for _ in 0..<concurrentReads { readNext() }
                for await read in group {
                    let key = Key(kind: lookup.kind, id: read.id)
                    switch read.heading {
                    case .success(let heading): referred.headings[key] = heading
                    case .failure(.storageUnavailable): referred.failures.insert(key)
                    case .failure: break // gone since (or an id no item has): what the store says now
                    }
                    readNext()
                }
            }
        }
        return referred
    }

    func heading(kind: String, id: Int64) -> String? {
        headings[Key(kind: kind, id: id)]
    }

    /// Whether the item's store failed to read it.
    func failed(kind: String, id: Int64) -> Bool {
        failures.contains(Key(kind: kind, id: id))
    }
}
