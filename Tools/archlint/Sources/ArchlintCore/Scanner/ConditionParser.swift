/// Parses the text after `#if` or `#elseif` into a `Condition`. Text it cannot read
/// becomes a flag named after it, which no platform defines: conservative, never fatal.
enum ConditionParser {
    static func parse(_ text: String) -> Condition {
        var parser = Parser(tokens: tokenize(text))
        guard let condition = parser.parseOr(), parser.atEnd else {
            return .flag(text.trimmingWhitespace)
        }
        return condition
    }

    private enum Token: Equatable {
        case identifier(String)
        case call(String, String)
        case symbol(String)
    }

    private static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "&" || character == "|" {
                let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : String(character)
                tokens.append(.symbol(pair))
                index += pair.count
            } else if character == "!" || character == "(" || character == ")" {
                tokens.append(.symbol(String(character)))
                index += 1
            } else if character.isLetter || character == "_" || character.isNumber {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
                    end += 1
                }
                let name = String(characters[index..<end])
                var next = end
                while next < characters.count, characters[next] == " " { next += 1 }
                if next < characters.count, characters[next] == "(", isFunction(name) {
                    var depth = 0
                    var close = next
                    repeat {
                        if characters[close] == "(" { depth += 1 }
                        if characters[close] == ")" { depth -= 1 }
                        close += 1
                    } while close < characters.count && depth > 0
                    let argument = String(characters[(next + 1)..<max(next + 1, close - 1)]).trimmingWhitespace
                    tokens.append(.call(name, argument))
                    index = close
                } else {
                    tokens.append(.identifier(name))
                    index = end
                }
            } else {
                tokens.append(.symbol(String(character)))
                index += 1
            }
        }
        return tokens
    }

    private static func isFunction(_ name: String) -> Bool {
        ["os", "arch", "canImport", "targetEnvironment", "swift", "compiler", "_endian", "_pointerBitWidth",
         "_runtime", "_ptrauth", "hasFeature", "hasAttribute", "_hasAtomicBitWidth"].contains(name)
    }

    private struct Parser {
        let tokens: [Token]
        var position = 0

        var atEnd: Bool { position == tokens.count }

        mutating func parseOr() -> Condition? {
            guard var lhs = parseAnd() else { return nil }
            while position < tokens.count, tokens[position] == .symbol("||") {
                position += 1
                guard let rhs = parseAnd() else { return nil }
                lhs = .or(lhs, rhs)
            }
            return lhs
        }

        mutating func parseAnd() -> Condition? {
            guard var lhs = parseUnary() else { return nil }
            while position < tokens.count, tokens[position] == .symbol("&&") {
                position += 1
                guard let rhs = parseUnary() else { return nil }
                lhs = .and(lhs, rhs)
            }
            return lhs
        }

        mutating func parseUnary() -> Condition? {
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            switch token {
            case .symbol("!"):
                return parseUnary().map(Condition.not)
            case .symbol("("):
                guard let inner = parseOr(), position < tokens.count, tokens[position] == .symbol(")") else { return nil }
                position += 1
                return inner
            case .identifier("true"): return .literal(true)
            case .identifier("false"): return .literal(false)
            case .identifier(let name): return .flag(name)
            case .call(let function, let argument): return .check(function, argument)
            case .symbol: return nil
            }
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
