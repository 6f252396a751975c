/// Applies `// archlint:ignore RULE -- REASON` comments: a comment alone on its line
/// covers the next line, a comment after code covers its own line. A comment without a
/// reason suppresses nothing and is reported itself.
enum Suppressions {
    /// `violations` (all of one import, on `physicalLine`) less those a comment covers.
    static func apply(_ suppressions: [Suppression], to violations: [Violation], physicalLine: Int) -> [Violation] {
        violations.filter { violation in
            !suppressions.contains { suppression in
                let line = suppression.trailsCode ? suppression.physicalLine : suppression.physicalLine + 1
                return line == physicalLine && suppression.reason != nil
                    && (suppression.rules.contains(violation.rule.rawValue) || suppression.rules.contains("all"))
            }
        }
    }

    static func unexplained(_ suppressions: [Suppression], file: String, target: String) -> [Violation] {
        suppressions.filter { $0.reason == nil }.map { suppression in
            Violation(
                rule: .unexplainedSuppression, file: file, line: suppression.physicalLine, column: 1,
                target: target, module: suppression.rules.joined(separator: ","),
                message: "archlint:ignore without a reason suppresses nothing",
                fix: "say why after `--`: // archlint:ignore \(suppression.rules.joined(separator: ", ")) -- REASON"
            )
        }
    }
}
