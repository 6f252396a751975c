/// The lexer behind `ImportScanner`. It tracks only what deciding "is this an import
/// at file scope, and under which conditions" needs.
struct SwiftLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var result = ScanResult()

    // Nesting outside string interpolations; an import counts only when all are zero.
    var braceDepth = 0
    var parenDepth = 0
    var bracketDepth = 0

    /// What came just before, to tell `a / b` (division) from `/regex/`, and `x.import`
    /// (a member) from `import X`.
    var previous = Previous.start
    var pendingAttributes: [String] = []
    var pendingAccessLevel: String?

    var conditionFrames: [ConditionFrame] = []
    let lineStarts: [Int]
    var presumedFile: String?
    var presumedLineDelta = 0

    enum Previous {
        case start, identifier, keyword, literal, closer, dot, opener, other
    }

    struct ConditionFrame {
        /// The conditions of the clauses already passed, which the current one excludes.
        var earlier: [Condition]
        /// The current clause's own condition; `nil` in `#else`.
        var current: Condition?

        var effective: Condition {
            let excluded = earlier.map(Condition.not)
            return Condition.all(excluded + (current.map { [$0] } ?? []))
        }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == Byte.newline {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    mutating func run() {
        scanCode(inInterpolation: false)
    }

    // MARK: - Code

    /// Scans code until the end, or, inside an interpolation, until its closing `)`.
    mutating func scanCode(inInterpolation: Bool) {
        var localParens = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case Byte.space, Byte.tab, Byte.carriageReturn, Byte.newline, Byte.formFeed, 0:
                index += 1
                while index < bytes.count, bytes[index] == Byte.space { index += 1 }
            case Byte.slash:
                if peek(1) == Byte.slash {
                    lineComment()
                } else if peek(1) == Byte.star {
                    blockComment()
                } else if regexMayStart, let end = bareRegexEnd() {
                    index = end
                    note(.literal)
                } else {
                    index += 1
                    note(.other)
                }
            case Byte.quote:
                stringLiteral(hashes: 0)
                note(.literal)
            case Byte.hash:
                hash(inInterpolation: inInterpolation)
            case Byte.backtick:
                index += 1
                while index < bytes.count, bytes[index] != Byte.backtick, bytes[index] != Byte.newline { index += 1 }
                if index < bytes.count, bytes[index] == Byte.backtick { index += 1 }
                note(.identifier)
            case Byte.at:
                attribute(atFileScope: !inInterpolation && atFileScope)
            case Byte.openBrace:
                braceDepth += 1
                index += 1
                note(.opener)
            case Byte.closeBrace:
                braceDepth = max(0, braceDepth - 1)
                index += 1
                note(.closer)
            case Byte.openParen:
                if inInterpolation { localParens += 1 } else { parenDepth += 1 }
                index += 1
                note(.opener)
            case Byte.closeParen:
                index += 1
                if inInterpolation {
                    if localParens == 0 { return }
                    localParens -= 1
                } else {
                    parenDepth = max(0, parenDepth - 1)
                }
                note(.closer)
            case Byte.openBracket:
                bracketDepth += 1
                index += 1
                note(.opener)
            case Byte.closeBracket:
                bracketDepth = max(0, bracketDepth - 1)
                index += 1
                note(.closer)
            case Byte.dot:
                index += 1
                note(.dot)
            case Byte.comma, Byte.colon, Byte.semicolon, Byte.equals:
                index += 1
                note(.opener)
            default:
                if Byte.isIdentifierStart(byte) {
                    identifier(atFileScope: !inInterpolation && atFileScope)
                } else if Byte.isDigit(byte) {
                    while index < bytes.count, Byte.isIdentifierBody(bytes[index]) { index += 1 }
                    note(.literal)
                } else {
                    index += 1
                    note(.other)
                }
            }
        }
    }

    var atFileScope: Bool { braceDepth == 0 && parenDepth == 0 && bracketDepth == 0 }

    /// A bare `/` starts a regex literal only where an expression can begin.
    var regexMayStart: Bool {
        switch previous {
        case .start, .opener, .other, .keyword: true
        case .identifier, .literal, .closer, .dot: false
        }
    }

    mutating func note(_ kind: Previous) {
        previous = kind
        if !pendingAttributes.isEmpty { pendingAttributes.removeAll(keepingCapacity: true) }
        if pendingAccessLevel != nil { pendingAccessLevel = nil }
    }

    func peek(_ offset: Int) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    // MARK: - Identifiers and declarations

    mutating func identifier(atFileScope: Bool) {
        let start = index
        while index < bytes.count, Byte.isIdentifierBody(bytes[index]) { index += 1 }
        if atFileScope, bytes[start] == UInt8(ascii: "i"), matches(start, "import"), previous != .dot,
           nextSignificantByte() != Byte.colon {
            importDeclaration()
            return
        }
        if atFileScope, Self.mayStartAccessLevel(bytes[start]), let level = accessLevel(start) {
            let attributes = pendingAttributes
            skipParenthesizedSuffix() // private(set)
            pendingAttributes = attributes
            pendingAccessLevel = level
            previous = .keyword
            return
        }
        note(isExpressionKeyword(start) ? .keyword : .identifier)
    }

    /// Keywords after which an expression, and so a regex literal, can begin. Compared
    /// byte by byte: this runs for every identifier in the package.
    func isExpressionKeyword(_ start: Int) -> Bool {
        switch bytes[start] {
        case UInt8(ascii: "r"): matches(start, "return") || matches(start, "repeat")
        case UInt8(ascii: "c"): matches(start, "case")
        case UInt8(ascii: "i"): matches(start, "in") || matches(start, "if")
        case UInt8(ascii: "w"): matches(start, "where") || matches(start, "while")
        case UInt8(ascii: "g"): matches(start, "guard")
        case UInt8(ascii: "t"): matches(start, "throw") || matches(start, "try")
        case UInt8(ascii: "a"): matches(start, "await")
        case UInt8(ascii: "e"): matches(start, "else")
        case UInt8(ascii: "s"): matches(start, "switch")
        default: false
        }
    }

    func matches(_ start: Int, _ word: StaticString) -> Bool {
        let length = index - start
        guard length == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            (0..<length).allSatisfy { bytes[start + $0] == expected[$0] }
        }
    }

    static func mayStartAccessLevel(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "p") || byte == UInt8(ascii: "i") || byte == UInt8(ascii: "f")
    }

    func accessLevel(_ start: Int) -> String? {
        if matches(start, "public") { return "public" }
        if matches(start, "package") { return "package" }
        if matches(start, "internal") { return "internal" }
        if matches(start, "fileprivate") { return "fileprivate" }
        if matches(start, "private") { return "private" }
        return nil
    }

    mutating func attribute(atFileScope: Bool) {
        index += 1
        let start = index
        while index < bytes.count, Byte.isIdentifierBody(bytes[index]) { index += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        let attributes = pendingAttributes
        let level = pendingAccessLevel
        skipParenthesizedSuffix()
        if atFileScope {
            pendingAttributes = attributes + [name]
            pendingAccessLevel = level
        }
        previous = .keyword
    }

    /// Skips `(…)` directly after a word, such as `@_spi(Internal)` or `private(set)`.
    mutating func skipParenthesizedSuffix() {
        var probe = index
        while probe < bytes.count, bytes[probe] == Byte.space || bytes[probe] == Byte.tab { probe += 1 }
        guard probe < bytes.count, bytes[probe] == Byte.openParen else { return }
        index = probe + 1
        var depth = 1
        while index < bytes.count, depth > 0 {
            switch bytes[index] {
            case Byte.openParen: depth += 1; index += 1
            case Byte.closeParen: depth -= 1; index += 1
            case Byte.quote: stringLiteral(hashes: 0)
            default: index += 1
            }
        }
    }

    func nextSignificantByte() -> UInt8? {
        var probe = index
        while probe < bytes.count, bytes[probe] == Byte.space || bytes[probe] == Byte.tab { probe += 1 }
        return probe < bytes.count ? bytes[probe] : nil
    }
}
