/// How much a finding counts: an error fails the run, a warning is reported only.
public enum Severity: String, Sendable, Codable, Hashable {
    case error, warning
}

/// One problem found, where it is, and what to do about it.
public struct Violation: Hashable, Sendable, Codable, Comparable {
    public var rule: Rule
    public var severity: Severity
    /// Relative to the package root.
    public var file: String
    public var line: Int
    public var column: Int
    public var target: String
    /// The imported module or declared dependency concerned.
    public var module: String
    public var message: String
    public var fix: String
    /// The `#if` condition the import sits under, if any.
    public var condition: String?
    /// Further rules the same import breaks; `message` says how.
    public var otherRules: [Rule]

    public init(
        rule: Rule, file: String, line: Int, column: Int, target: String, module: String,
        message: String, fix: String, condition: String? = nil, otherRules: [Rule] = [], severity: Severity = .error
    ) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.target = target
        self.module = module
        self.message = message
        self.fix = fix
        self.condition = condition
        self.otherRules = otherRules
    }

    /// Every rule broken, the main one first.
    public var rules: [Rule] { [rule] + otherRules }

    public var isError: Bool { severity == .error }

    /// One violation for an import that breaks several rules: the most telling rule
    /// leads, and the message says everything.
    static func merged(_ violations: [Violation]) -> Violation? {
        let ordered = violations.sorted { lhs, rhs in
            (Rule.importPriority.firstIndex(of: lhs.rule) ?? 99) < (Rule.importPriority.firstIndex(of: rhs.rule) ?? 99)
        }
        guard var first = ordered.first else { return nil }
        first.otherRules = ordered.dropFirst().map(\.rule)
        first.message = ordered.map(\.message).joined(separator: "; also, ")
        return first
    }

    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule.rawValue, lhs.module, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.rule.rawValue, rhs.module, rhs.message)
    }
}
