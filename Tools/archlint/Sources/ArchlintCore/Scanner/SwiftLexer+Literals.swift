extension SwiftLexer {
    // MARK: - Comments

    mutating func lineComment() {
        let start = index
        var mentionsArchlint = false
        while index < bytes.count, bytes[index] != Byte.newline {
            // Only a comment that says `archlint:` is worth turning into a string.
            if bytes[index] == Byte.colon, index >= start + 8, matchesBackwards(index, "archlint") { mentionsArchlint = true }
            index += 1
        }
        guard mentionsArchlint else { return }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<index]), as: UTF8.self)
        let trailsCode = !onlyWhitespaceBefore(start)
        if let suppression = SuppressionParser.parse(text, line: physicalLine(of: start), trailsCode: trailsCode) {
            result.suppressions.append(suppression)
        }
    }

    /// Whether `word` ends just before `end`.
    func matchesBackwards(_ end: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard end >= length else { return false }
        return word.withUTF8Buffer { expected in
            (0..<length).allSatisfy { bytes[end - length + $0] == expected[$0] }
        }
    }

    mutating func blockComment() {
        index += 2
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == Byte.slash, peek(1) == Byte.star {
                depth += 1
                index += 2
            } else if bytes[index] == Byte.star, peek(1) == Byte.slash {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
    }

    func onlyWhitespaceBefore(_ offset: Int) -> Bool {
        var probe = offset - 1
        while probe >= 0, bytes[probe] != Byte.newline {
            if bytes[probe] != Byte.space && bytes[probe] != Byte.tab { return false }
            probe -= 1
        }
        return true
    }

    // MARK: - Strings and regexes

    /// Skips a string literal whose opening quote is at `index`, after `hashes` `#`s.
    mutating func stringLiteral(hashes: Int) {
        let multiline = peek(1) == Byte.quote && peek(2) == Byte.quote
        index += multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.backslash {
                if hashesFollow(index + 1, count: hashes) {
                    let after = index + 1 + hashes
                    if after < bytes.count, bytes[after] == Byte.openParen {
                        index = after + 1
                        let saved = previous
                        previous = .opener
                        scanCode(inInterpolation: true)
                        previous = saved
                    } else {
                        index = min(bytes.count, after + 1)
                    }
                } else {
                    index += 1
                }
            } else if byte == Byte.quote {
                if multiline {
                    if peek(1) == Byte.quote, peek(2) == Byte.quote, hashesFollow(index + 3, count: hashes) {
                        index += 3 + hashes
                        return
                    }
                    index += 1
                } else {
                    index += 1
                    if hashesFollow(index, count: hashes) {
                        index += hashes
                        return
                    }
                }
            } else if byte == Byte.newline, !multiline {
                return // unterminated: the compiler rejects it; resume as code
            } else {
                index += 1
            }
        }
    }

    func hashesFollow(_ position: Int, count: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[position + $0] == Byte.hash }
    }

    /// Where a bare `/regex/` that starts at `index` ends, or `nil` if this `/` is an operator.
    func bareRegexEnd() -> Int? {
        guard let first = peek(1), first != Byte.space, first != Byte.tab, first != Byte.newline,
              first != Byte.carriageReturn, first != Byte.equals else { return nil }
        var probe = index + 1
        var inClass = false
        while probe < bytes.count {
            switch bytes[probe] {
            case Byte.newline: return nil
            case Byte.backslash: probe += 2; continue
            case Byte.openBracket: inClass = true
            case Byte.closeBracket: inClass = false
            case Byte.slash where !inClass:
                return bytes[probe - 1] == Byte.space ? nil : probe + 1
            default: break
            }
            probe += 1
        }
        return nil
    }

    /// Skips `#/…/#` (with as many `#` as it opened with), which may span lines.
    mutating func extendedRegex(hashes: Int) {
        index += hashes + 1
        while index < bytes.count {
            if bytes[index] == Byte.backslash {
                index += 2
            } else if bytes[index] == Byte.slash, hashesFollow(index + 1, count: hashes) {
                index += 1 + hashes
                return
            } else {
                index += 1
            }
        }
    }
}
