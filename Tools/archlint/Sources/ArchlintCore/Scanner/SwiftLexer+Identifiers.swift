extension SwiftLexer {
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
