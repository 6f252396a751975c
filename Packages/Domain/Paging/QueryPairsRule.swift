/// What every list query asks of its name–value pairs, whatever names it takes: each
/// name is one it knows, and none is given twice (a query means one thing, and a cache
/// keyed by it holds one answer).
enum QueryPairsRule {
    /// Hands each pair to `take` in order, after checking its name against `known` and
    /// the names before it.
    static func read(
        _ pairs: [(name: String, value: String)],
        known: [String],
        _ take: (_ name: String, _ value: String) throws(InvalidQueryReason) -> Void
    ) throws(InvalidQueryReason) {
        var given: Set<String> = []
        for (name, value) in pairs {
            guard known.contains(name) else { throw .unknownParameter(name, known: known) }
            guard given.insert(name).inserted else { throw .repeatedParameter(name) }
            try take(name, value)
        }
    }
}
