/// Requests' heads read off a connection's bytes, for the test servers that speak HTTP by hand.
enum RequestHeads {
    /// The head at the start of `pending`, up to its blank line, taken out of it; nil until it is all there.
    static func take(from pending: inout [UInt8]) -> String? {
        let end = Array("\r\n\r\n".utf8)
        guard let found = pending.indices.first(where: { pending[$0...].starts(with: end) }) else { return nil }
        let head = String(decoding: pending[..<(found + end.count)], as: UTF8.self)
        pending.removeFirst(found + end.count)
        return head
    }
}
