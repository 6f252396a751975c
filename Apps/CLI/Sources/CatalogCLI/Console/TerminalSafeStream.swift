/// Writes text with every control character a terminal would act on made visible, so that
/// text from a database or a server (a product's name, a problem's detail) cannot move the
/// cursor, retitle the window, colour what follows, ring the bell or hide it. Line breaks
/// and tabs pass; so do the styles `TextStyle` wrote, behind its mark, when styles are on
/// (and they are dropped when not); the same bytes from anywhere else are made visible.
struct TerminalSafeStream: TextStream {
    let base: any TextStream
    let keepsStyles: Bool

    func write(_ text: String) {
        base.write(Self.clean(text, keepingStyles: keepsStyles))
    }

    /// `text` with each control character replaced by its visible picture (␛ for ESC, ␇
    /// for BEL, ␍ for a carriage return), and bidirectional overrides by U+FFFD.
    static func clean(_ text: String, keepingStyles: Bool) -> String {
        let scalars = text.unicodeScalars
        let mark = TextStyle.mark.unicodeScalars
        guard scalars.contains(where: { needsCleaning($0) || $0 == mark.first }) else { return text }
        var cleaned = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if scalar == mark.first, let style = TextStyle.sequences.first(where: { scalars[index...].starts(with: $0.unicodeScalars) }) {
                if keepingStyles { cleaned.append(contentsOf: style.unicodeScalars.dropFirst(mark.count)) }
                index = scalars.index(index, offsetBy: style.unicodeScalars.count)
                continue
            }
            cleaned.append(needsCleaning(scalar) ? picture(of: scalar) : scalar)
            index = scalars.index(after: index)
        }
        return String(cleaned)
    }

    /// Whether a terminal would act on `scalar`: a control character but a line break or a
    /// tab, or a bidirectional embedding, override or isolate.
    static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true // bidirectional embeddings, overrides and isolates
        default: false
        }
    }

    private static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)! // the Control Pictures block: ␀ … ␟
        case 0x7F: "\u{2421}" // ␡
        default: "\u{FFFD}"
        }
    }
}
