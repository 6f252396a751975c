/// Keys in the order they were last used, least recent first. Adding, using again and
/// removing a key each take constant time: the list lives in one array of nodes linked by
/// index, and a removed node's slot is reused.
struct RecencyList<Key: Hashable> {
    /// Where a key stands in the list, for `use(_:)` and `remove(_:)`.
    typealias Handle = Int

    private struct Node {
        var key: Key?
        var previous = -1
        var next = -1
    }

    private var nodes: [Node] = []
    private var freed: [Handle] = []
    private var least = -1
    private var most = -1
    private(set) var count = 0

    /// Adds `key` as the most recently used.
    mutating func add(_ key: Key) -> Handle {
        let handle: Handle
        if let reused = freed.popLast() {
            handle = reused
            nodes[handle] = Node(key: key)
        } else {
            handle = nodes.count
            nodes.append(Node(key: key))
        }
        link(handle)
        count += 1
        return handle
    }

    /// Makes the key at `handle` the most recently used.
    mutating func use(_ handle: Handle) {
        guard handle != most else { return }
        unlink(handle)
        link(handle)
    }

    /// Takes the key at `handle` out of the list.
    mutating func remove(_ handle: Handle) {
        unlink(handle)
        nodes[handle].key = nil
        freed.append(handle)
        count -= 1
    }

    /// The least recently used key, and its handle.
    var leastRecent: (key: Key, handle: Handle)? {
        guard least >= 0, let key = nodes[least].key else { return nil }
        return (key, least)
    }

    private mutating func link(_ handle: Handle) {
        nodes[handle].previous = most
        nodes[handle].next = -1
        if most >= 0 { nodes[most].next = handle } else { least = handle }
        most = handle
    }

    private mutating func unlink(_ handle: Handle) {
        let (previous, next) = (nodes[handle].previous, nodes[handle].next)
        if previous >= 0 { nodes[previous].next = next } else { least = next }
        if next >= 0 { nodes[next].previous = previous } else { most = previous }
    }
}
