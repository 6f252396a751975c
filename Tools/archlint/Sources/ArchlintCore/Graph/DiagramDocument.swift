/// A Markdown document holding a diagram `archlint graph` drew: a fenced `mermaid` block
/// whose graph has layer subgraphs. Finds it, tells whether it is the graph drawn now,
/// and puts the new drawing in its place.
public struct DiagramDocument: Sendable {
    public let text: String

    public init(text: String) {
        self.text = text
    }

    /// Where a drawn diagram sits: the lines between its fences, and the line it starts on.
    public struct Diagram: Equatable, Sendable {
        /// The 1-based line of the opening fence.
        public let line: Int
        /// The diagram's text, without the fences.
        public let body: String
        let bodyLines: Range<Int>
    }

    /// Every diagram `archlint graph` drew in the document, in order.
    public var diagrams: [Diagram] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Diagram] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingSpaces == "```mermaid" else {
                index += 1
                continue
            }
            let start = index + 1
            var end = start
            while end < lines.count, lines[end].trimmingSpaces != "```" { end += 1 }
            let body = lines[start..<end].joined(separator: "\n")
            if body.hasPrefix("graph TD"), body.contains("subgraph layer_") {
                found.append(Diagram(line: index + 1, body: body, bodyLines: start..<end))
            }
            index = end + 1
        }
        return found
    }

    /// The document with every drawn diagram replaced by `drawing`.
    public func updated(to drawing: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let replacement = drawing.trimmingTrailingNewlines.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for diagram in diagrams.reversed() {
            lines.replaceSubrange(diagram.bodyLines, with: replacement)
        }
        return lines.joined(separator: "\n")
    }

    /// Whether `drawn` shows the graph `now` shows: the same layers, targets and edges,
    /// in any order (a renamed target sorts elsewhere, and the graph is the same).
    public static func isSameGraph(drawn: String, now: String) -> Bool {
        let difference = difference(drawn: drawn, now: now)
        return difference.missing.isEmpty && difference.extra.isEmpty
    }

    /// What a stale diagram lacks and what it has too many of, statement by statement:
    /// the edges and targets that changed. `linkStyle` lines only restyle edges by their
    /// position, and a forbidden edge is already drawn as one, so they are left out.
    public static func difference(drawn: String, now: String) -> (missing: [String], extra: [String]) {
        let drawnLines = statements(drawn)
        let nowLines = statements(now)
        let (drawnSet, nowSet) = (Set(drawnLines), Set(nowLines))
        return (nowLines.filter { !drawnSet.contains($0) }, drawnLines.filter { !nowSet.contains($0) })
    }

    private static func statements(_ drawing: String) -> [String] {
        drawing.split(separator: "\n").map(String.init).filter { !$0.trimmingSpaces.hasPrefix("linkStyle ") }
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    var trimmingTrailingNewlines: String {
        String(reversed().drop { $0 == "\n" }.reversed())
    }
}
