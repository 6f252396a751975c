/// A line in the template where a new feature's code goes: a comment of its own,
/// `// scaffold:NAME` in Swift, `# scaffold:NAME` in YAML and shell. The code goes just above it, at its indentation, so the anchor
/// stays put for the next feature.
struct Anchor: Hashable, Sendable {
    let name: String

    /// The anchor on `line`, if the line is one.
    static func on(_ line: Substring) -> Anchor? {
        let trimmed = line.drop { $0 == " " }
        for prefix in ["// scaffold:", "# scaffold:"] where trimmed.hasPrefix(prefix) {
            let name = trimmed.dropFirst(prefix.count)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
            return Anchor(name: String(name))
        }
        return nil
    }

    /// `text` with `code` above each line holding this anchor, indented as the anchor is.
    func insert(_ code: String, into text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if Anchor.on(line) == self {
                let indent = String(line.prefix { $0 == " " })
                for codeLine in code.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append(codeLine.isEmpty ? "" : Substring(indent + codeLine))
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
