import Foundation

/// JUnit XML: a test case per target with violations, failing with one line each.
/// Warnings do not fail a test case, so they are left out.
enum JUnitReport {
    static func render(_ violations: [Violation]) -> String {
        let violations = violations.filter(\.isError)
        let byTarget = Dictionary(grouping: violations, by: \.target)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"archlint\" tests=\"\(max(1, byTarget.count))\" failures=\"\(byTarget.count)\">\n"
        xml += "  <testsuite name=\"archlint\" tests=\"\(max(1, byTarget.count))\" failures=\"\(byTarget.count)\">\n"
        if byTarget.isEmpty {
            xml += "    <testcase classname=\"archlint\" name=\"layer contract\"/>\n"
        }
        for target in byTarget.keys.sorted() {
            let found = byTarget[target] ?? []
            xml += "    <testcase classname=\"archlint\" name=\"\(escape(target))\">\n"
            xml += "      <failure message=\"\(found.count) violation\(found.count == 1 ? "" : "s")\">"
            xml += found.map { escape("\($0.file):\($0.line):\($0.column): [\($0.rule.rawValue)] \($0.message)") }.joined(separator: "\n")
            xml += "</failure>\n    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
