import Synchronization

/// What reads answered, kept until the database changes, so that a read asked again and
/// again (a search's total for each of its pages, the list of categories) runs once per
/// change rather than once per request.
///
/// An entry is kept with the `dataVersion` its connection had right after the read, and
/// its key names that connection (by `serial`): it is used again only on the same
/// connection while the version is unchanged, that is while no one has written to the
/// database.
final class KeptReads<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        let version: UInt32
        let value: Value
    }

    /// Past this many entries, the table starts again empty rather than growing with every
    /// search text anyone types.
    let limit: Int
    private let entries = Mutex<[Key: Entry]>([:])

    init(limit: Int = 2_048) {
        self.limit = limit
    }

    /// The value kept for `key` if it was read at `version`.
    func value(for key: Key, at version: UInt32) -> Value? {
        entries.withLock { entries in
            entries[key].flatMap { $0.version == version ? $0.value : nil }
        }
    }

    func keep(_ value: Value, for key: Key, at version: UInt32) {
        entries.withLock { entries in
            if entries.count >= limit && entries[key] == nil { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(version: version, value: value)
        }
    }
}
