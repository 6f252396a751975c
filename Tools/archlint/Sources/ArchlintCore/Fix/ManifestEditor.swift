/// Edits the dependencies of a target in the text of a `Package.swift`, keeping its
/// formatting: one element added at the end of the target's `dependencies:` list (the
/// list added after `name:` if it has none), or one element taken out with its comma,
/// or with its line when it has one of its own. It reads Swift only as far as it must:
/// string literals, comments and brackets.
public struct ManifestEditor: Sendable {
    public private(set) var text: String

    public init(text: String) {
        self.text = text
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case targetNotFound(String)
        case dependencyNotFound(String, target: String)

        public var description: String {
            switch self {
            case .targetNotFound(let target): "found no target named \"\(target)\" in Package.swift"
            case .dependencyNotFound(let dependency, let target): "found no dependency \(dependency) in the list of target \"\(target)\""
            }
        }
    }

    /// Adds `element` (Swift source, such as `"Domain"` or `.product(name: "X", package: "y")`)
    /// to the dependencies of `target`.
    public mutating func add(_ element: String, to target: String) throws(Failure) {
        let source = Source(text)
        let call = try source.call(of: target)
        guard let list = source.dependencyList(in: call) else {
            // No list yet: one goes right after the name, where SwiftPM's argument order puts it.
            apply(source, replacing: call.nameEnd..<call.nameEnd, with: ", dependencies: [\(element)]")
            return
        }
        guard let last = source.elements(in: list).last else {
            apply(source, replacing: list.lowerBound + 1..<list.upperBound, with: element)
            return
        }
        let afterLast = source.trailingComma(after: last.upperBound)
        if let lineStart = source.startOfOwnLine(last.lowerBound) {
            // One element a line: a new line, indented as the last, after the last's comma.
            let indentation = source.text(lineStart..<last.lowerBound)
            let lineEnd = min(source.endOfLine(from: afterLast.end), list.upperBound)
            apply(source, replacing: last.upperBound..<last.upperBound, with: afterLast.hadComma ? "" : ",", inserting: (lineEnd, "\n\(indentation)\(element),"))
        } else {
            apply(source, replacing: last.upperBound..<last.upperBound, with: ", \(element)")
        }
    }

    /// Takes the dependency named `name` out of the dependencies of `target`.
    public mutating func remove(_ name: String, from target: String) throws(Failure) {
        let source = Source(text)
        let call = try source.call(of: target)
        guard let list = source.dependencyList(in: call),
              let element = source.elements(in: list).first(where: { Self.element(source.text($0), names: name) })
        else { throw .dependencyNotFound(name, target: target) }
        let after = source.trailingComma(after: element.upperBound)
        if let lineStart = source.startOfOwnLine(element.lowerBound), source.restOfLineIsBlank(after.end) {
            apply(source, replacing: lineStart..<min(source.endOfLine(from: after.end) + 1, source.bytes.count), with: "")
        } else if after.hadComma {
            apply(source, replacing: element.lowerBound..<source.skipSpaces(from: after.end), with: "")
        } else {
            // The last of its line: the comma before it goes with it.
            var start = element.lowerBound
            while start > list.lowerBound + 1, source.bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
            if start > list.lowerBound + 1, source.bytes[start - 1] == UInt8(ascii: ",") { start -= 1 }
            apply(source, replacing: start..<element.upperBound, with: "")
        }
    }

    /// Whether an element's source names the dependency `name`.
    static func element(_ element: String, names name: String) -> Bool {
        if element == "\"\(name)\"" { return true }
        let calls = [".target(", ".product(", ".byName("]
        return calls.contains { element.hasPrefix($0) } && element.contains("name: \"\(name)\"")
    }

    /// Replaces `range` (and, further on, inserts a second text) and keeps the result.
    private mutating func apply(_ source: Source, replacing range: Range<Int>, with replacement: String, inserting insertion: (Int, String)? = nil) {
        var result = source.bytes
        if let (position, inserted) = insertion { result.insert(contentsOf: Array(inserted.utf8), at: position) }
        result.replaceSubrange(range, with: Array(replacement.utf8))
        text = String(decoding: result, as: UTF8.self)
    }
}

/// A manifest's bytes, and for each whether it is code (not in a string literal or a comment).
private struct Source {
    let bytes: [UInt8]
    let code: [Bool]
    /// For each byte that is not code, whether it is in a string literal (else a comment).
    let inString: [Bool]

    struct Call {
        /// Just after the target's name literal.
        let nameEnd: Int
        /// The call's parentheses' contents.
        let arguments: Range<Int>
    }

    init(_ text: String) {
        bytes = Array(text.utf8)
        (code, inString) = Self.classify(bytes)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The `.target(…)` call whose `name:` is `target`.
    func call(of target: String) throws(ManifestEditor.Failure) -> Call {
        let needle = Array("name: \"\(target)\"".utf8)
        var index = 0
        while index + needle.count <= bytes.count {
            if code[index], bytes[index..<index + needle.count].elementsEqual(needle),
               let open = enclosingParenthesis(of: index), let close = matching(open) {
                return Call(nameEnd: index + needle.count, arguments: open + 1..<close)
            }
            index += 1
        }
        throw .targetNotFound(target)
    }

    /// The brackets of the `dependencies:` argument of `call`, at its top level.
    func dependencyList(in call: Call) -> Range<Int>? {
        let label = Array("dependencies:".utf8)
        var depth = 0
        for index in call.arguments where code[index] {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            default:
                guard depth == 0, bytes[index...].starts(with: label) else { continue }
                guard let open = (index + label.count..<call.arguments.upperBound).first(where: { code[$0] && bytes[$0] == UInt8(ascii: "[") }),
                      let close = matching(open)
                else { return nil }
                return open..<close
            }
        }
        return nil
    }

    /// The extent of each element of the list whose brackets are `list`, comments left out.
    func elements(in list: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var depth = 0
        var start: Int?
        var end = 0
        for index in list.lowerBound + 1..<list.upperBound {
            if !code[index] {
                if inString[index] {
                    if start == nil { start = index }
                    end = index + 1
                }
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                if let first = start { result.append(first..<end) }
                start = nil
                continue
            default: break
            }
            if !Self.isSpace(bytes[index]) {
                if start == nil { start = index }
                end = index + 1
            }
        }
        if let first = start { result.append(first..<end) }
        return result
    }

    func trailingComma(after index: Int) -> (end: Int, hadComma: Bool) {
        let position = skipSpaces(from: index)
        return position < bytes.count && bytes[position] == UInt8(ascii: ",") ? (position + 1, true) : (index, false)
    }

    func skipSpaces(from index: Int) -> Int {
        var position = index
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        return position
    }

    /// The start of `index`'s line when only white space comes before it on the line.
    func startOfOwnLine(_ index: Int) -> Int? {
        var position = index
        while position > 0, bytes[position - 1] == UInt8(ascii: " ") || bytes[position - 1] == UInt8(ascii: "\t") { position -= 1 }
        return position == 0 || bytes[position - 1] == UInt8(ascii: "\n") ? position : nil
    }

    func endOfLine(from index: Int) -> Int {
        var position = index
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        return position
    }

    /// Whether only white space, or a comment (which goes with the element), follows on the line.
    func restOfLineIsBlank(_ index: Int) -> Bool {
        let rest = bytes[skipSpaces(from: index)..<endOfLine(from: index)]
        return rest.allSatisfy(Self.isSpace) || rest.starts(with: "//".utf8)
    }

    private func enclosingParenthesis(of index: Int) -> Int? {
        var depth = 0
        for position in stride(from: index - 1, through: 0, by: -1) where code[position] {
            switch bytes[position] {
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
            case UInt8(ascii: "["): depth -= 1
            case UInt8(ascii: "("):
                if depth == 0 { return position }
                depth -= 1
            default: break
            }
        }
        return nil
    }

    private func matching(_ open: Int) -> Int? {
        var depth = 0
        for index in open..<bytes.count where code[index] {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Marks comments (`//`, nested `/* */`) and string literals (`"…"`, `"""…"""`, with
    /// escapes) as not code, and the literals' bytes as strings.
    private static func classify(_ bytes: [UInt8]) -> (code: [Bool], inString: [Bool]) {
        var code = [Bool](repeating: true, count: bytes.count)
        var inString = [Bool](repeating: false, count: bytes.count)
        func at(_ index: Int, _ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }
        var index = 0
        while index < bytes.count {
            if at(index, "//") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { code[index] = false; index += 1 }
            } else if at(index, "/*") {
                var depth = 0
                while index < bytes.count {
                    if at(index, "/*") { depth += 1; code[index] = false; index += 1 }
                    else if at(index, "*/") { depth -= 1; code[index] = false; index += 1 }
                    code[index] = false
                    index += 1
                    if depth == 0 { break }
                }
            } else if bytes[index] == UInt8(ascii: "\"") {
                let delimiter = at(index, "\"\"\"") ? "\"\"\"" : "\""
                let start = index
                index += delimiter.utf8.count
                while index < bytes.count, !at(index, delimiter) {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(index + delimiter.utf8.count, bytes.count)
                for position in start..<index { code[position] = false; inString[position] = true }
            } else {
                index += 1
            }
        }
        return (code, inString)
    }
}
