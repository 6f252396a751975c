/// One field of a feature, as `--fields` names it: `total:Money`.
public struct FeatureField: Equatable, Sendable {
    /// Such as `placedAt`.
    public let name: String
    public let kind: FieldKind

    public init(name: String, kind: FieldKind) {
        self.name = name
        self.kind = kind
    }

    /// Fields from `--fields`: `name:Type` pairs separated by spaces or commas, such as
    /// `"title:String total:Money placedAt:Date"`.
    public static func parse(_ text: String) throws(ScaffoldError) -> [FeatureField] {
        let pairs = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" })
        guard !pairs.isEmpty else {
            throw .invalidName("--fields names no field; give at least one, such as \"title:String total:Money\"")
        }
        var fields: [FeatureField] = []
        for pair in pairs {
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let kinds = FieldKind.allCases.map(\.rawValue).joined(separator: ", ")
            guard parts.count == 2, let kind = FieldKind(rawValue: parts[1]) else {
                throw .invalidName("“\(pair)” is not a field: write name:Type with Type one of \(kinds)")
            }
            let name = parts[0]
            guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
                  name.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
            else {
                throw .invalidName("“\(name)” is not a field name in lowerCamelCase: use letters and digits, starting with a small letter (title, placedAt)")
            }
            guard !SwiftKeywords.all.contains(name) else {
                throw .invalidName("“\(name)” is a Swift keyword; name the field otherwise")
            }
            guard !Self.reserved.contains(name) else {
                throw .invalidName("“\(name)” is a field every feature has already; name yours otherwise")
            }
            guard !Self.sqlKeywords.contains(Words.of(name).joined(separator: "_")) else {
                throw .invalidName("“\(name)” is a word SQL reserves, which a column cannot be named; name the field otherwise")
            }
            guard !fields.contains(where: { $0.name == name }) else {
                throw .invalidName("the field “\(name)” is named twice")
            }
            fields.append(FeatureField(name: name, kind: kind))
        }
        // A money field is two columns, NAME_minor and NAME_currency, and two values in code.
        for money in fields where money.kind == .money {
            for suffix in ["Minor", "Currency"] where fields.contains(where: { $0.name == money.name + suffix }) {
                throw .invalidName("“\(money.name + suffix)” is a name the money field “\(money.name)” takes for its \(suffix.lowercased()) part; name it otherwise")
            }
        }
        return fields
    }

    /// Names the generated code gives every feature (its view data, its form, its JSON, its
    /// `Field` enum, its rows) or its commands' options, which a field would clash with.
    static let reserved: Set<String> = [
        "id", "version", "route", "heading", "text", "label", "rawValue", "allCases", "hashValue", "description",
        "link", "field", "form", "row", "hint", "isFlag",
        "json", "database", "inMemory", "remote", "token", "demo", "delay", "fail", "expectVersion", "yes", "help",
    ]

    /// Words SQLite or PostgreSQL reserve, which a column may not be named without quotes.
    static let sqlKeywords: Set<String> = [
        "all", "analyse", "analyze", "and", "any", "array", "as", "asc", "asymmetric", "authorization", "between", "binary",
        "both", "case", "cast", "check", "collate", "column", "commit", "constraint", "create", "cross", "current", "default",
        "deferrable", "delete", "desc", "distinct", "do", "drop", "else", "end", "escape", "except", "exists", "false",
        "fetch", "for", "foreign", "from", "full", "grant", "group", "having", "ilike", "in", "index", "initially", "inner",
        "insert", "intersect", "into", "is", "isnull", "join", "key", "lateral", "leading", "left", "like", "limit",
        "natural", "not", "notnull", "null", "offset", "on", "only", "or", "order", "outer", "over", "placing", "primary",
        "references", "returning", "right", "select", "set", "similar", "some", "symmetric", "table", "then", "to",
        "trailing", "true", "union", "unique", "update", "user", "using", "values", "variadic", "verbose", "when",
        "where", "window", "with",
    ]

    /// Such as `placed_at`.
    var column: String { Words.of(name).joined(separator: "_") }
    /// Such as `placed-at`: the command-line option.
    var option: String { Words.of(name).joined(separator: "-") }
    /// Such as `Placed at`.
    var label: String { FeatureName.upperFirst(words) }

    /// The name in lower-case words, as a problem's sentence says it: `placedAt` → `placed at`.
    var words: String { Words.of(name).joined(separator: " ").lowercased() }
}

/// Words a Swift identifier cannot be without backticks.
enum SwiftKeywords {
    static let all: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async",
        "actor", "some", "any", "consume", "borrowing", "consuming", "Type", "Protocol",
    ]
}
