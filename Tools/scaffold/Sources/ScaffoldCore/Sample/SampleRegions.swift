/// The sample's lines inside files it shares with the skeleton: everything between a
/// `sample:begin` and a `sample:end` comment line, in the comment syntax of the file
/// (`// sample:begin` in Swift, `# sample:begin` in YAML and shell, `{{! sample:begin }}`
/// in Mustache, `<!-- sample:begin -->` in Markdown). Regions do not nest.
enum SampleRegions {
    enum Marker: Equatable { case begin, end }

    /// The marker `line` is, if it is one: a comment line and nothing else.
    static func marker(on line: Substring) -> Marker? {
        guard let match = line.wholeMatch(of: /\s*(?:\/\/|#|\{\{!|<!--)\s*sample:(begin|end)\s*(?:\}\}|-->)?\s*/) else { return nil }
        return match.1 == "begin" ? .begin : .end
    }

    /// `text` without its regions and their markers, or `nil` when it has none.
    /// A region left open, closed twice or opened inside another is refused by line.
    static func strip(_ text: String, path: String) throws(ScaffoldError) -> String? {
        var kept: [Substring] = []
        var openedAt: Int?
        var found = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            switch (marker(on: line), openedAt) {
            case (.begin, nil):
                openedAt = index + 1
                found = true
            case (.begin, let line?):
                throw .notATemplate("\(path):\(index + 1): sample:begin inside the region opened on line \(line); regions do not nest")
            case (.end, nil):
                throw .notATemplate("\(path):\(index + 1): sample:end without a sample:begin before it")
            case (.end, _?):
                openedAt = nil
            case (nil, nil):
                kept.append(line)
            case (nil, _?):
                continue
            }
        }
        if let line = openedAt {
            throw .notATemplate("\(path):\(line): sample:begin is never closed by a sample:end")
        }
        return found ? kept.joined(separator: "\n") : nil
    }
}
