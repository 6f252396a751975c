import Foundation

/// Finds where in `Package.swift` a target, or one of its dependencies, is written, so
/// that manifest findings point at a line an editor can open.
struct ManifestLocator {
    let manifestFile = "Package.swift"
    private let lines: [Substring]

    init(rootPath: String) {
        let text = (try? String(contentsOfFile: rootPath + "/Package.swift", encoding: .utf8)) ?? ""
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line that declares `target` (its `name:`), or line 1. A product of the same
    /// name (`.executable(name:`, `.library(name:`) is not the target.
    func location(ofTarget target: String) -> (line: Int, column: Int) {
        let needle = "name: \"\(target)\""
        let products = [".executable(", ".library(", ".plugin("]
        guard let index = lines.firstIndex(where: { line in line.contains(needle) && !products.contains { line.contains($0) } })
            ?? lines.firstIndex(where: { $0.contains(needle) })
        else { return (1, 1) }
        return (index + 1, column(of: needle, in: lines[index]))
    }

    /// The first mention of `"dependency"` after the target's declaration and before the
    /// next target's, or the target's own line.
    func location(ofDependency dependency: String, inTarget target: String) -> (line: Int, column: Int) {
        let start = location(ofTarget: target)
        guard start.line > 1 || lines.first?.contains("name: \"\(target)\"") == true else { return start }
        let quoted = "\"\(dependency)\""
        var index = start.line - 1 // the declaration's own line first
        while index < lines.count {
            let line = lines[index]
            if index > start.line - 1, line.contains("name: \"") && !line.contains("product(") { break }
            if line.contains(quoted) { return (index + 1, column(of: quoted, in: line)) }
            index += 1
        }
        // `dependencies:` may come before `name:` in a `.target(` call: look back a little.
        var back = start.line - 2
        while back >= 0 && back >= start.line - 8 {
            if lines[back].contains(quoted) { return (back + 1, column(of: quoted, in: lines[back])) }
            back -= 1
        }
        return start
    }

    private func column(of needle: String, in line: Substring) -> Int {
        guard let range = line.range(of: needle) else { return 1 }
        return line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1
    }
}
