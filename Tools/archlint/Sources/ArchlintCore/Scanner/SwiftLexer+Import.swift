extension SwiftLexer {
    static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// Reads `import [kind] A.B.C` after the `import` keyword.
    mutating func importDeclaration() {
        let attributes = pendingAttributes
        let accessLevel = pendingAccessLevel
        skipTrivia()
        guard var name = readName(operators: true) else {
            note(.other)
            return
        }
        var nameStart = name.start
        var kind: String?
        if Self.importKinds.contains(name.text) {
            skipTrivia()
            if let next = readName(operators: true) {
                kind = name.text
                name = next
                nameStart = next.start
            }
        }
        var path = [name.text]
        while true {
            let save = index
            skipSpaces()
            guard index < bytes.count, bytes[index] == Byte.dot else { index = save; break }
            index += 1
            skipSpaces()
            guard let component = readName() else { index = save; break }
            path.append(component.text)
        }
        let physical = physicalLine(of: nameStart)
        result.imports.append(ImportDeclaration(
            module: path[0],
            path: path,
            kind: kind,
            attributes: attributes,
            accessLevel: accessLevel,
            line: physical + presumedLineDelta,
            column: column(of: nameStart),
            presumedFile: presumedFile,
            physicalLine: physical,
            conditions: conditionFrames.map(\.effective)
        ))
        note(.identifier)
    }

    /// A plain or backticked name at `index`, or with `operators` an operator: the grammar
    /// lets an import's path hold one, and the parser takes one where the path begins
    /// (`import ---===`; after a dot, `.+++` is one operator of its own, not a component).
    mutating func readName(operators: Bool = false) -> (text: String, start: Int)? {
        guard index < bytes.count else { return nil }
        if operators, Byte.isOperatorHead(bytes[index]), !startsComment(at: index) {
            let start = index
            while index < bytes.count, Byte.isOperatorHead(bytes[index]), !startsComment(at: index) { index += 1 }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self), start)
        }
        if bytes[index] == Byte.backtick {
            let start = index
            index += 1
            let textStart = index
            while index < bytes.count, bytes[index] != Byte.backtick, bytes[index] != Byte.newline { index += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[textStart..<index]), as: UTF8.self)
            if index < bytes.count, bytes[index] == Byte.backtick { index += 1 }
            return (text, start)
        }
        guard Byte.isIdentifierStart(bytes[index]) else { return nil }
        let start = index
        while index < bytes.count, Byte.isIdentifierBody(bytes[index]) { index += 1 }
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self), start)
    }

    /// Whether a comment begins at `position`: `//` or `/*`, which end an operator.
    private func startsComment(at position: Int) -> Bool {
        bytes[position] == Byte.slash && position + 1 < bytes.count && (bytes[position + 1] == Byte.slash || bytes[position + 1] == Byte.star)
    }

    /// Skips white space, newlines and comments.
    mutating func skipTrivia() {
        while index < bytes.count {
            switch bytes[index] {
            case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn:
                index += 1
            case Byte.slash where peek(1) == Byte.slash:
                lineComment()
            case Byte.slash where peek(1) == Byte.star:
                blockComment()
            default:
                return
            }
        }
    }

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == Byte.space || bytes[index] == Byte.tab { index += 1 }
    }
}
