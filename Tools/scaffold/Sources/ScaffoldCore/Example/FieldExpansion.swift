/// The example's code rewritten for another feature's fields. The example has one field of
/// each kind (a unique text being a kind of its own); whatever it writes for a field, the new feature gets once for each of its
/// fields of that kind, in their order, and not at all for a kind it has none of:
/// - a run of lines that each name one field is written again field by field;
///   A line that ends by opening a bracket takes the lines up to the one that closes it,
///   at its indentation, along: `if draft.total < 0 {` … `}` is the field's as a whole;
/// - a line naming several fields lists them, one piece each, between commas inside one
///   pair of brackets or one string (`Order(id: id, title: title, total: total)`,
///   `"SELECT id, title, total FROM orders"`): the pieces are written again field by field.
///   A piece that names no field, after one that does, goes with it (`"--total", "3.50"`).
struct FieldExpansion {
    /// The new feature's fields, each with the example's field of its kind.
    let fields: [(example: FeatureField, spellings: Spellings)]
    /// What names each of the example's fields in a text, worked out once: every line of
    /// every file asks.
    private let names: [(field: FeatureField, spellings: Spellings)]

    init(example: [FeatureField], fields: [FeatureField]) {
        names = example.map { ($0, Spellings(names: $0)) }
        self.fields = fields.compactMap { field in
            example.first { $0.kind == field.kind && $0.isUnique == field.isUnique }.map { ($0, Spellings(field: $0, to: field)) }
        }
    }

    /// The example's fields that `text` names, by their names' spellings (a value of a
    /// field of a few values alone does not name it).
    func named(in text: some StringProtocol) -> [FeatureField] {
        names.filter { $0.spellings.occur(in: text) }.map(\.field)
    }

    /// `text` for the new fields; `path` only names the place of a line that cannot be.
    func expand(_ text: String, path: String) throws(ScaffoldError) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [String] = []
        var index = 0
        while index < lines.count {
            let named = named(in: lines[index])
            if named.isEmpty {
                result.append(String(lines[index]))
                index += 1
            } else if named.count == 1 {
                var run: [(field: FeatureField, line: Substring)] = []
                while index < lines.count, case let fields = self.named(in: lines[index]), fields.count == 1 {
                    let block = Self.block(in: lines, from: index)
                    run += block.map { (fields[0], lines[$0]) }
                    index = block.upperBound
                }
                for (field, spellings) in fields {
                    result += run.filter { $0.field == field }.map { spellings.apply(to: $0.line) }
                }
            } else {
                guard let line = expandList(ArraySlice(Array(lines[index]))) else {
                    throw .notATemplate("\(path):\(index + 1): the line names \(named.map(\.name).joined(separator: ", ")) but not one piece each between commas; write one field per line")
                }
                result.append(line)
                index += 1
            }
        }
        return result.joined(separator: "\n")
    }

    /// A comma-separated list (a line, or what is inside a pair of brackets or a string)
    /// with its pieces that name fields written for the new fields; `nil` if its fields
    /// are not one piece each at any depth.
    private func expandList(_ characters: ArraySlice<Character>) -> String? {
        let pieces = Self.split(characters)
        let named = pieces.map { self.named(in: String($0)) }
        let naming = named.indices.filter { !named[$0].isEmpty }
        if naming.count == 1 {
            let index = naming[0]
            guard let inside = expandInside(pieces[index]) else { return nil }
            return pieces.indices.map { $0 == index ? inside : String(pieces[$0]) }.joined(separator: ",")
        }
        guard let first = naming.first, let last = naming.last, named.allSatisfy({ $0.count <= 1 }) else { return nil }
        // A piece that names no field, between two that do, is the earlier field's: `"--count", "7"`.
        var owner: [FeatureField] = []
        for index in first...last { owner.append(named[index].first ?? owner[owner.count - 1]) }
        let leading = String(pieces[first].prefix { $0 == " " })
        var expanded: [String] = []
        for (field, spellings) in fields {
            for index in first...last where owner[index - first] == field {
                expanded.append(spellings.apply(to: String(pieces[index]).drop { $0 == " " }))
            }
        }
        let before: [String] = pieces[..<first].map { String($0) }
        let after: [String] = pieces[(last + 1)...].map { String($0) }
        let middle: [String] = expanded.isEmpty ? [] : [leading + expanded.joined(separator: ", ")]
        return (before + middle + after).joined(separator: ",")
    }

    /// A piece whose fields are all inside its brackets or strings, each list of them
    /// expanded; `nil` if a field is named outside them.
    private func expandInside(_ piece: ArraySlice<Character>) -> String? {
        var result = ""
        var unexpanded = ""
        var index = piece.startIndex
        while index < piece.endIndex {
            let character = piece[index]
            guard Self.openers.contains(character) else {
                result.append(character)
                unexpanded.append(character)
                index += 1
                continue
            }
            let end = Self.end(of: piece, from: index)
            let inside = piece[(index + 1)..<min(end, piece.endIndex)]
            let closer = end < piece.endIndex ? String(piece[end]) : ""
            if named(in: String(inside)).count >= 2 {
                guard let expanded = expandList(inside) else { return nil }
                result += String(character) + expanded + closer
            } else {
                result += String(character) + String(inside) + closer
                unexpanded += String(inside)
            }
            index = end + 1
        }
        return named(in: unexpanded).isEmpty ? result : nil
    }

    /// The line at `start`, and when it ends by opening a bracket, the lines up to the one
    /// that closes it at the same indentation (through `} else {` and the like).
    static func block(in lines: [Substring], from start: Int) -> Range<Int> {
        let indentation = lines[start].prefix { $0 == " " }.count
        var line = lines[start]
        var index = start
        while let last = line.last(where: { $0 != " " }), "{([".contains(last), index + 1 < lines.count {
            index += 1
            while index < lines.count - 1,
                  !(lines[index].prefix { $0 == " " }.count == indentation && lines[index].drop { $0 == " " }.first.map { "})]".contains($0) } == true) {
                index += 1
            }
            line = lines[index]
        }
        return start..<(index + 1)
    }

    static let openers: Set<Character> = ["(", "[", "{", "\""]
    static let closers: [Character: Character] = ["(": ")", "[": "]", "{": "}", "\"": "\""]

    /// `characters` cut at each comma outside brackets and strings.
    static func split(_ characters: ArraySlice<Character>) -> [ArraySlice<Character>] {
        var pieces: [ArraySlice<Character>] = []
        var start = characters.startIndex
        var index = characters.startIndex
        while index < characters.endIndex {
            if openers.contains(characters[index]) {
                index = end(of: characters, from: index) + 1
            } else {
                if characters[index] == "," {
                    pieces.append(characters[start..<index])
                    start = index + 1
                }
                index += 1
            }
        }
        pieces.append(characters[start..<min(index, characters.endIndex)])
        return pieces
    }

    /// The index of what closes the bracket or string opened at `start`, or the end when
    /// nothing on the line does. A string's `\(…)` and `\"` are inside it.
    static func end(of characters: ArraySlice<Character>, from start: Int) -> Int {
        let opener = characters[start]
        guard let closer = closers[opener] else { return start }
        var index = start + 1
        while index < characters.endIndex {
            let character = characters[index]
            if opener == "\"" {
                if character == "\\", index + 1 < characters.endIndex {
                    index = characters[index + 1] == "(" ? end(of: characters, from: index + 1) + 1 : index + 2
                    continue
                }
                if character == "\"" { return index }
            } else {
                if character == closer { return index }
                if openers.contains(character) {
                    index = end(of: characters, from: index) + 1
                    continue
                }
            }
            index += 1
        }
        return characters.endIndex
    }
}
