/// One `import` declaration as the compiler sees it.
public struct ImportDeclaration: Hashable, Sendable {
    /// The imported module: the first component of the path (`M` in `import M.Sub`).
    public var module: String
    /// Every component: `["M", "Sub"]` for `import M.Sub`, `["M", "T"]` for `import struct M.T`.
    public var path: [String]
    /// `struct`, `func`, … for a scoped import; `nil` for a whole module.
    public var kind: String?
    /// Attribute names without `@`, such as `testable`, `_exported`, `preconcurrency`.
    public var attributes: [String]
    /// `public`, `package`, `internal`, `fileprivate` or `private`, when written.
    public var accessLevel: String?
    /// Where the module name stands, after any `#sourceLocation`. 1-based; the column
    /// counts UTF-8 bytes, as the compiler's do.
    public var line: Int
    public var column: Int
    /// The file a `#sourceLocation` names, if one is in force.
    public var presumedFile: String?
    /// The line in the file as it is on disk, whatever `#sourceLocation` says.
    public var physicalLine: Int
    /// The `#if` conditions the declaration sits under, outermost first; empty when
    /// it is unconditional.
    public var conditions: [Condition]

    public init(
        module: String, path: [String], kind: String? = nil, attributes: [String] = [],
        accessLevel: String? = nil, line: Int, column: Int, presumedFile: String? = nil,
        physicalLine: Int? = nil, conditions: [Condition] = []
    ) {
        self.module = module
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.line = line
        self.column = column
        self.presumedFile = presumedFile
        self.physicalLine = physicalLine ?? line
        self.conditions = conditions
    }

    public var isTestable: Bool { attributes.contains("testable") }
    public var isExported: Bool { attributes.contains("_exported") }

    /// The conditions as one `#if` expression, or `nil` when unconditional.
    public var conditionText: String? {
        conditions.isEmpty ? nil : Condition.all(conditions).description
    }
}

/// A comment that silences rules for one import: `// archlint:ignore RULE[, RULE] -- REASON`.
public struct Suppression: Hashable, Sendable {
    public var physicalLine: Int
    public var rules: [String]
    /// Why; a suppression without one is itself reported.
    public var reason: String?
    /// Whether code precedes the comment on its line (then it covers that line only).
    public var trailsCode: Bool

    public init(physicalLine: Int, rules: [String], reason: String?, trailsCode: Bool) {
        self.physicalLine = physicalLine
        self.rules = rules
        self.reason = reason
        self.trailsCode = trailsCode
    }
}

/// What scanning one file found.
public struct ScanResult: Hashable, Sendable {
    public var imports: [ImportDeclaration] = []
    public var suppressions: [Suppression] = []
}
