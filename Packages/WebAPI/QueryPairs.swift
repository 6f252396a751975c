/// A request target's query as `name=value` pairs, split by bytes: `&` between pairs, a
/// pair's first `=` between its name and value. Nothing is decoded yet; each reader of
/// the query decodes as its own rule says. (Splitting a `String` by `Character`s instead
/// works out grapheme boundaries on every byte, which cost more than the split itself.)
enum QueryPairs {
    /// The pairs of `path`'s query: none without a `?`; `nil` when a pair has no `=`
    /// (an empty query after the `?` included).
    static func undecoded(in path: String) -> [(name: Substring, value: Substring)]? {
        let bytes = path.utf8
        guard let mark = bytes.firstIndex(of: UInt8(ascii: "?")) else { return [] }
        var pairs: [(name: Substring, value: Substring)] = []
        for pair in bytes[bytes.index(after: mark)...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
            guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            pairs.append((name: Substring(pair[..<equals]), value: Substring(pair[pair.index(after: equals)...])))
        }
        return pairs
    }
}
