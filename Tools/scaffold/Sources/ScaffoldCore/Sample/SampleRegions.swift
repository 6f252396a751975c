/// The sample's lines inside files it shares with the skeleton: everything between a
/// `sample:begin` and a `sample:end` comment line, in the comment syntax of the file
/// (`// sample:begin` in Swift, `# sample:begin` in YAML and shell, `<!-- sample:begin -->`
/// in Markdown). Regions do not nest.
///
/// The example feature marks what only an edited feature has the same way, with
/// `writes:begin` and `writes:end`.
struct SampleRegions {
    /// `sample` or `writes`.
    var name = "sample"
    static let sample = SampleRegions()
    static let writes = SampleRegions(name: "writes")

    enum Marker: Equatable { case begin, end }

    /// The marker `line` is, if it is one: a comment line and nothing else.
    func marker(on line: Substring) -> Marker? {
        // Every line of every file is asked: those without the name are no marker.
        guard line.containsBytes("\(name):"),
              let match = line.wholeMatch(of: /\s*(?:\/\/|#|<!--)\s*([a-z]+):(begin|end)\s*(?:-->)?\s*/),
              match.1 == name
        else { return nil }
        return match.2 == "begin" ? .begin : .end
    }

    /// `text` without its regions and their markers (with `keepingContent`, without the
    /// markers only), or `nil` when it has none. A region left open, closed twice or
    /// opened inside another is refused by line.
    func strip(_ text: String, path: String, keepingContent: Bool = false) throws(ScaffoldError) -> String? {
        var kept: [Substring] = []
        var openedAt: Int?
        var found = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            switch (marker(on: line), openedAt) {
            case (.begin, nil):
                openedAt = index + 1
                found = true
            case (.begin, let line?):
                throw .notATemplate("\(path):\(index + 1): \(name):begin inside the region opened on line \(line); regions do not nest")
            case (.end, nil):
                throw .notATemplate("\(path):\(index + 1): \(name):end without a \(name):begin before it")
            case (.end, _?):
                openedAt = nil
            case (nil, nil):
                kept.append(line)
            case (nil, _?):
                if keepingContent { kept.append(line) }
            }
        }
        if let line = openedAt {
            throw .notATemplate("\(path):\(line): \(name):begin is never closed by a \(name):end")
        }
        return found ? kept.joined(separator: "\n") : nil
    }
}
