import Synchronization

/// How many products each filter matches, kept until the database changes, so that paging
/// through one search or category counts its matches once rather than for every page.
///
/// An entry belongs to the connection that counted and to that connection's `dataVersion`
/// right after its page was read: it is used again only on the same connection while the
/// version is unchanged, that is while no one has written to the database.
final class KeptCounts: Sendable {
    struct Key: Hashable, Sendable {
        let connection: Int
        let match: String?
        let category: String?
    }

    private struct Entry {
        let version: UInt32
        let total: Int
    }

    /// Past this many entries, the table starts again empty rather than growing with every
    /// search text anyone types.
    static let limit = 2_048
    private let entries = Mutex<[Key: Entry]>([:])

    /// The total kept for `key` if it was counted at `version`.
    func total(for key: Key, at version: UInt32) -> Int? {
        entries.withLock { entries in
            entries[key].flatMap { $0.version == version ? $0.total : nil }
        }
    }

    func keep(_ total: Int, for key: Key, at version: UInt32) {
        entries.withLock { entries in
            if entries.count >= Self.limit && entries[key] == nil { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(version: version, total: total)
        }
    }
}
