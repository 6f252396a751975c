import Foundation

/// Reads `archlint:ignore RULE[, RULE] -- REASON` out of a line comment's text.
enum SuppressionParser {
    static let marker = "archlint:ignore"

    static func parse(_ comment: String, line: Int, trailsCode: Bool) -> Suppression? {
        guard let range = comment.range(of: marker) else { return nil }
        let rest = comment[range.upperBound...]
        let parts = rest.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false)
        let rules = (parts.first ?? "")
            .split { $0 == "," || $0 == " " || $0 == "\t" }
            .map(String.init)
        let reason = parts.count > 1 ? String(parts[1]).trimmingWhitespace : ""
        return Suppression(physicalLine: line, rules: rules, reason: reason.isEmpty ? nil : reason, trailsCode: trailsCode)
    }
}

/// Reads the arguments of `#sourceLocation(file: "…", line: N)`.
enum SourceLocationArguments {
    static func line(in arguments: String) -> Int? {
        guard let range = arguments.range(of: "line:") else { return nil }
        let digits = arguments[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
        return Int(digits)
    }

    static func file(in arguments: String) -> String? {
        guard let range = arguments.range(of: "file:") else { return nil }
        let afterLabel = arguments[range.upperBound...].drop { $0 == " " }
        guard afterLabel.first == "\"" else { return nil }
        return String(afterLabel.dropFirst().prefix { $0 != "\"" })
    }
}
