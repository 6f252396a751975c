/// A shell-style pattern over names: `*` any run, `?` one character, `[abc]` a set.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    private let elements: [Element]

    private enum Element: Equatable {
        case literal(Character)
        case any
        case one
        case set([Character], negated: Bool)
    }

    public init(_ pattern: String) throws(GlobError) {
        self.pattern = pattern
        var elements: [Element] = []
        var characters = pattern[...]
        while let character = characters.popFirst() {
            switch character {
            case "*": elements.append(.any)
            case "?": elements.append(.one)
            case "[":
                guard let close = characters.firstIndex(of: "]") else { throw GlobError(pattern: pattern) }
                var members = Array(characters[..<close])
                characters = characters[characters.index(after: close)...]
                let negated = members.first == "!"
                if negated { members.removeFirst() }
                guard !members.isEmpty else { throw GlobError(pattern: pattern) }
                elements.append(.set(members, negated: negated))
            case "]": throw GlobError(pattern: pattern)
            default: elements.append(.literal(character))
            }
        }
        self.elements = elements
    }

    public var description: String { pattern }

    public func matches(_ name: String) -> Bool {
        Self.match(elements[...], Array(name)[...])
    }

    private static func match(_ elements: ArraySlice<Element>, _ name: ArraySlice<Character>) -> Bool {
        guard let element = elements.first else { return name.isEmpty }
        let rest = elements.dropFirst()
        switch element {
        case .any:
            return (0...name.count).contains { match(rest, name.dropFirst($0)) }
        case .one:
            return !name.isEmpty && match(rest, name.dropFirst())
        case .literal(let character):
            return name.first == character && match(rest, name.dropFirst())
        case .set(let members, let negated):
            guard let first = name.first else { return false }
            return members.contains(first) != negated && match(rest, name.dropFirst())
        }
    }
}

public struct GlobError: Error, Equatable {
    public let pattern: String
}
