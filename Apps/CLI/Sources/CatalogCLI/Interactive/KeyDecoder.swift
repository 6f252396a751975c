/// Turns the bytes a terminal sends in raw mode into keys.
enum KeyDecoder {
    static func decode(_ bytes: some Collection<UInt8>) -> [Key] {
        var keys: [Key] = []
        var rest = Substring.UnicodeScalarView(String(decoding: Array(bytes), as: UTF8.self).unicodeScalars)
        while let scalar = rest.first {
            rest = rest.dropFirst()
            switch scalar.value {
            case 0x1B:
                keys.append(escapeSequence(&rest))
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x03: keys.append(.interrupt)
            case 0x04: keys.append(.endOfInput)
            case 0x09: keys.append(.tab)
            case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(scalar.value + 0x60)!)))
            case 0x00..<0x20: continue
            default: keys.append(.character(Character(scalar)))
            }
        }
        return keys
    }

    /// Reads the rest of `ESC [ X` or `ESC O X`; a lone ESC is the escape key.
    private static func escapeSequence(_ rest: inout Substring.UnicodeScalarView) -> Key {
        guard let introducer = rest.first, introducer == "[" || introducer == "O" else { return .escape }
        var sequence = rest.dropFirst()
        var body = ""
        while let scalar = sequence.first {
            sequence = sequence.dropFirst()
            body.unicodeScalars.append(scalar)
            if (0x40...0x7E).contains(scalar.value) { break }
        }
        rest = sequence
        switch body {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "5~": return .pageUp
        case "6~": return .pageDown
        default: return .escape
        }
    }
}
