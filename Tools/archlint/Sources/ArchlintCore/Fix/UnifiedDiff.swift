/// A unified diff of two texts, as `diff -u` prints one, with three lines of context.
public enum UnifiedDiff {
    public static func make(old: String, new: String, path: String) -> String {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let operations = script(before, after)
        guard operations.contains(where: { $0.kind != " " }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < operations.count {
            guard operations[index].kind != " " else { index += 1; continue }
            // A hunk: three lines of context either side; changes closer than that join one.
            let start = max(0, index - 3)
            var end = index
            var quiet = 0
            while end < operations.count, quiet <= 6 {
                quiet = operations[end].kind == " " ? quiet + 1 : 0
                end += 1
            }
            end -= max(0, quiet - 3)
            let hunk = operations[start..<end]
            let oldStart = (hunk.first?.oldLine ?? 0) + 1
            let newStart = (hunk.first?.newLine ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            output += hunk.map { "\($0.kind)\($0.text)\n" }.joined()
            index = end
        }
        return output
    }

    private struct Operation {
        let kind: Character
        let text: String
        /// The lines of each side before this one.
        let oldLine: Int
        let newLine: Int
    }

    /// The longest common subsequence's edit script: lines kept, removed and added.
    private static func script(_ old: [String], _ new: [String]) -> [Operation] {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                operations.append(Operation(kind: " ", text: old[i], oldLine: i, newLine: j))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // What goes before what comes, as diff prints a changed line.
                operations.append(Operation(kind: "-", text: old[i], oldLine: i, newLine: j))
                i += 1
            } else {
                operations.append(Operation(kind: "+", text: new[j], oldLine: i, newLine: j))
                j += 1
            }
        }
        return operations
    }
}
