/// One field of a feature, as `--fields` names it: `total:Money`, `status:Enum(open,lost)`,
/// `isbn:String unique`.
public struct FeatureField: Equatable, Sendable {
    /// Such as `placedAt`.
    public let name: String
    public let kind: FieldKind
    /// The values of a `choice` field, in their order: its enumeration's cases.
    public let choices: [String]
    /// Whether no two items may share its value: a unique index in the tables.
    public let isUnique: Bool
    /// The whole numbers an `int` field may hold: `Int(1...)`, `Int(1...100)`; not negative
    /// unless told.
    public let range: ClosedRange<Int64>
    /// The feature a `reference` field refers to; its plural is the product's (see
    /// `FeatureScaffold`), an `s` added until it is read.
    public let referred: FeatureName?
    /// Whether deleting the item a `reference` field refers to deletes this item with it;
    /// else the delete is refused while this item refers to it.
    public let cascades: Bool

    public init(name: String, kind: FieldKind, choices: [String] = [], isUnique: Bool = false, range: ClosedRange<Int64> = 0...Int64.max, referred: FeatureName? = nil, cascades: Bool = false) {
        self.name = name
        self.kind = kind
        self.choices = choices
        self.isUnique = isUnique
        self.range = range
        self.referred = referred
        self.cascades = cascades
    }

    /// The field referring to `referred` (the product's name for it), deleted with it when `cascades`.
    func referring(to referred: FeatureName, cascades: Bool) -> FeatureField {
        FeatureField(name: name, kind: kind, choices: choices, isUnique: isUnique, range: range, referred: referred, cascades: cascades)
    }

    /// Fields from `--fields`: `name:Type` pairs separated by spaces or commas, each maybe
    /// followed by `unique`, such as `"title:String isbn:String unique status:Enum(open,lost)"`.
    public static func parse(_ text: String) throws(ScaffoldError) -> [FeatureField] {
        let pairs = Self.pairs(in: text)
        guard !pairs.isEmpty else {
            throw .invalidName("--fields names no field; give at least one, such as \"title:String total:Money\"")
        }
        var fields: [FeatureField] = []
        for pair in pairs {
            if pair == "unique" {
                guard let last = fields.popLast() else { throw .invalidName("“unique” follows no field; write it after one, as isbn:String unique") }
                guard last.kind == .string, !last.isUnique else {
                    throw .invalidName("“\(last.name)” cannot be unique: unique is for a String field, written once")
                }
                fields.append(FeatureField(name: last.name, kind: last.kind, choices: last.choices, isUnique: true, range: last.range, referred: last.referred))
                continue
            }
            let field = try Self.field(pair)
            guard !fields.contains(where: { $0.name == field.name }) else {
                throw .invalidName("the field “\(field.name)” is named twice")
            }
            fields.append(field)
        }
        var referred: Set<String> = []
        for field in fields {
            guard let feature = field.referred?.singular else { continue }
            if fields.contains(where: { $0.name == field.name + "Id" }) {
                throw .invalidName("“\(field.name)Id” is the name the reference “\(field.name)” takes for its column, \(field.column)_id; name it otherwise")
            }
            guard referred.insert(feature).inserted else {
                throw .invalidName("two fields refer to \(feature); a feature refers to another once (a second would need a name of its own for each filter and each heading)")
            }
        }
        // A money field is two columns, NAME_minor and NAME_currency, and two values in code.
        for money in fields where money.kind == .money {
            for suffix in ["Minor", "Currency"] where fields.contains(where: { $0.name == money.name + suffix }) {
                throw .invalidName("“\(money.name + suffix)” is a name the money field “\(money.name)” takes for its \(suffix.lowercased()) part; name it otherwise")
            }
        }
        return fields
    }

    /// The `name:Type` pairs of `text`: cut at spaces, commas and line breaks outside parentheses.
    static func pairs(in text: String) -> [String] {
        var pairs: [String] = [], current = "", depth = 0
        for character in text {
            if depth == 0, character == " " || character == "," || character == "\n" {
                if !current.isEmpty { pairs.append(current) }
                current = ""
                continue
            }
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            current.append(character)
        }
        if !current.isEmpty { pairs.append(current) }
        return pairs
    }

    /// The field `pair` names, checked.
    private static func field(_ pair: String) throws(ScaffoldError) -> FeatureField {
        let parts = pair.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let kinds = FieldKind.allCases.filter { $0 != .reference }.map { $0 == .choice ? "Enum(a,b,…)" : $0.rawValue }.joined(separator: ", ")
            + " or another feature's name (book:Book)"
        guard parts.count == 2 else {
            throw .invalidName("“\(pair)” is not a field: write name:Type with Type one of \(kinds)")
        }
        let name = parts[0]
        try checkIdentifier(name, what: "field name", example: "title, placedAt")
        guard !Self.reserved.contains(name) else {
            throw .invalidName("“\(name)” is a field every feature has already; name yours otherwise")
        }
        // A reference's column is NAME_id, which no SQL keyword is.
        let isReference = FieldKind(rawValue: parts[1]) == nil && (try? FeatureName(parts[1])) != nil
        if isReference {
            try checkReference(name: name, to: parts[1])
        }
        guard isReference || !Self.sqlKeywords.contains(Words.of(name).joined(separator: "_")) else {
            throw .invalidName("“\(name)” is a word SQL reserves, which a column cannot be named; name the field otherwise")
        }
        if let kind = FieldKind(rawValue: parts[1]), kind != .reference {
            guard kind != .choice else {
                throw .invalidName("“\(pair)” lists no values: write \(name):Enum(a,b,…) with two values or more")
            }
            return FeatureField(name: name, kind: kind)
        }
        if parts[1].hasPrefix("Int("), parts[1].hasSuffix(")") {
            return FeatureField(name: name, kind: .int, range: try range(parts[1].dropFirst("Int(".count).dropLast(), of: pair))
        }
        if let referred = try? FeatureName(parts[1]) {
            return FeatureField(name: name, kind: .reference, referred: referred)
        }
        guard parts[1].hasPrefix("Enum("), parts[1].hasSuffix(")") else {
            throw .invalidName("“\(pair)” is not a field: write name:Type with Type one of \(kinds)")
        }
        // The field's values are its enumeration's cases, and its type is named after it.
        // Its type is named after it, nested in the entity (where it would hide a type the
        // entity uses) and in the document beside the feature's own (OrderPage, OrderDraft).
        guard !["type", "protocol", "self", "string", "int", "bool", "money", "day", "timestamp", "page", "draft", "filter"].contains(name) else {
            throw .invalidName("“\(name)” cannot name a field of a few values, whose type is named after it; name it otherwise")
        }
        let choices = parts[1].dropFirst("Enum(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard choices.count >= 2 else {
            throw .invalidName("“\(pair)” lists \(choices.count) value; a field of a few values lists two or more")
        }
        for choice in choices {
            try checkIdentifier(choice, what: "value of \(name)", example: "open, inTransit", keywords: SwiftKeywords.reserved)
            guard !["rawValue", "allCases", "hashValue", "init"].contains(choice) else {
                throw .invalidName("“\(choice)” is a name every enumeration of values has already; choose another value of \(name)")
            }
        }
        guard Set(choices.map { $0.lowercased() }).count == choices.count else {
            throw .invalidName("“\(pair)” lists a value twice (values are read in any case)")
        }
        return FeatureField(name: name, kind: .choice, choices: choices)
    }

    /// Refuses what a reference cannot be named. The example's reference (`destination`,
    /// to warehouses) is one word to one word, so its spellings as a value, an option, a
    /// column's words and a title are the same text, which a name of two words writes
    /// differently (`homeBranch`, `home-branch`, `home_branch`, `Home branch`): copied, each
    /// would be the first alone. And a reference is also a filter of the list command and
    /// of the list's query, beside their own names.
    private static func checkReference(name: String, to feature: String) throws(ScaffoldError) {
        guard Words.of(name).count == 1 else {
            throw .invalidName("“\(name)” is a reference of more than one word, which scaffold cannot yet write; name it in one word (\(Words.of(name).last ?? name):\(feature))")
        }
        guard Words.of(feature).count == 1 else {
            throw .invalidName("“\(name):\(feature)” refers to a feature named in more than one word, which scaffold cannot yet write a reference to; refer to a feature of one word")
        }
        guard !referenceReserved.contains(name) else {
            throw .invalidName("“\(name)” is a name the list's query or its command has already, beside which a reference is a filter; name it otherwise")
        }
    }

    /// The range `text` writes, `1...` or `1...100`, with a lower bound a number below it can be written for.
    private static func range(_ text: Substring, of pair: String) throws(ScaffoldError) -> ClosedRange<Int64> {
        let bounds = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
        guard bounds.count == 2, let lower = Int64(bounds[0]), lower > Int64.min,
              let upper = bounds[1].isEmpty ? Int64.max : Int64(bounds[1]), lower <= upper
        else {
            throw .invalidName("“\(pair)” is not a range of whole numbers: write Int(1...) or Int(1...100), the lower bound first")
        }
        // Three items of the example differ in every field, and so do their copies.
        let (width, wide) = upper.subtractingReportingOverflow(lower)
        guard wide || width >= 2 else {
            throw .invalidName("“\(pair)” holds fewer than three numbers; a yes or no is Bool, a few values Enum(…)")
        }
        return lower...upper
    }

    /// Refuses `text` unless it is a lowerCamelCase Swift identifier that is not a keyword.
    private static func checkIdentifier(_ text: String, what: String, example: String, keywords: Set<String> = SwiftKeywords.all) throws(ScaffoldError) {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first),
              text.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else {
            throw .invalidName("“\(text)” is not a \(what) in lowerCamelCase: use letters and digits, starting with a small letter (\(example))")
        }
        guard !keywords.contains(text) else {
            throw .invalidName("“\(text)” is a Swift keyword; choose another \(what)")
        }
    }

    /// Names the generated code gives every feature (its view data, its form, its JSON, its
    /// `Field` enum, its rows) or its commands' options, which a field would clash with.
    static let reserved: Set<String> = [
        "id", "version", "route", "heading", "text", "label", "rawValue", "allCases", "hashValue", "description",
        "link", "field", "form", "row", "hint", "control", "isPartial", "isUnread", "unread",
        "json", "database", "inMemory", "remote", "token", "demo", "delay", "fail", "config", "expectVersion", "yes", "help",
    ]

    /// Names of the list's query and of its command's `show`, beside which a reference
    /// is a filter of the same name.
    static let referenceReserved: Set<String> = [
        "page", "pageSize", "source", "problem", "parameters", "isFiltered", "selection", "listOptions",
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
        // PostgreSQL's, besides: reserved, or keywords that may name only a type or a function.
        "collation", "concurrently", "current_catalog", "current_date", "current_role", "current_schema", "current_time",
        "current_timestamp", "current_user", "freeze", "localtime", "localtimestamp", "overlaps", "session_user",
        "system_user", "tablesample",
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

    /// The keywords that stay keywords where a case is named or referred to as `.name`:
    /// all but those Swift reads as keywords only in their own places (`case open` is a case).
    static let reserved: Set<String> = all.subtracting(["open", "some", "any", "actor", "async", "consume", "borrowing", "consuming"])
}
