extension SwiftLexer {
    // MARK: - Hashes: raw strings, regexes, directives

    mutating func hash(inInterpolation: Bool) {
        var count = 0
        while peek(count) == Byte.hash { count += 1 }
        let after = peek(count)
        if after == Byte.quote {
            index += count
            stringLiteral(hashes: count)
            note(.literal)
        } else if after == Byte.slash {
            extendedRegex(hashes: count)
            note(.literal)
        } else if count == 1, let after, Byte.isIdentifierStart(after) {
            directive()
        } else {
            index += count
            note(.other)
        }
    }

    mutating func directive() {
        let start = index
        index += 1
        let nameStart = index
        while index < bytes.count, Byte.isIdentifierBody(bytes[index]) { index += 1 }
        if matches(nameStart, "if") {
            conditionFrames.append(ConditionFrame(earlier: [], current: ConditionParser.parse(restOfLine())))
        } else if matches(nameStart, "elseif") {
            let condition = ConditionParser.parse(restOfLine())
            if var frame = conditionFrames.popLast() {
                frame.earlier += frame.current.map { [$0] } ?? []
                frame.current = condition
                conditionFrames.append(frame)
            }
        } else if matches(nameStart, "else") {
            if var frame = conditionFrames.popLast() {
                frame.earlier += frame.current.map { [$0] } ?? []
                frame.current = nil
                conditionFrames.append(frame)
            }
        } else if matches(nameStart, "endif") {
            _ = conditionFrames.popLast()
        } else if matches(nameStart, "sourceLocation") {
            sourceLocation(directiveStart: start)
            return
        } else {
            note(.identifier) // #selector, #expect, #warning, …: an expression
            return
        }
        previous = .start
        pendingAttributes.removeAll()
        pendingAccessLevel = nil
    }

    /// The rest of the line, without a trailing comment.
    mutating func restOfLine() -> String {
        let start = index
        while index < bytes.count, bytes[index] != Byte.newline {
            if bytes[index] == Byte.slash, peek(1) == Byte.slash || peek(1) == Byte.star { break }
            index += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// `#sourceLocation(file: "f.swift", line: 10)` makes the next line line 10 of
    /// f.swift; `#sourceLocation()` ends that.
    mutating func sourceLocation(directiveStart: Int) {
        let argumentsStart = index
        skipParenthesizedSuffix()
        let arguments = String(decoding: UnsafeBufferPointer(rebasing: bytes[argumentsStart..<index]), as: UTF8.self)
        let directiveLine = physicalLine(of: directiveStart)
        if let line = SourceLocationArguments.line(in: arguments) {
            presumedFile = SourceLocationArguments.file(in: arguments)
            presumedLineDelta = line - (directiveLine + 1)
        } else {
            presumedFile = nil
            presumedLineDelta = 0
        }
        note(.other)
    }

    // MARK: - Positions

    func physicalLine(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func column(of offset: Int) -> Int {
        offset - lineStarts[physicalLine(of: offset) - 1] + 1
    }
}
