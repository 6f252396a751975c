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
}
