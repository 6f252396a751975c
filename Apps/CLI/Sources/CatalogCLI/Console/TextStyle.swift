/// ANSI styling that is there only when colour is on.
///
/// Each code it writes carries a mark no other text can guess: `TerminalSafeStream` keeps a
/// style only behind the mark (and takes the mark away), so the same bytes in a product's
/// name or a server's words (`ESC[31m`) are shown, not obeyed.
struct TextStyle: Sendable {
    let enabled: Bool

    /// The SGR codes this type writes.
    private enum Code: String, CaseIterable {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", inverse = "7", reset = "0"

        var sequence: String { TextStyle.mark + "\u{1B}[\(rawValue)m" }
    }

    func bold(_ text: String) -> String { wrap(text, .bold) }
    func dim(_ text: String) -> String { wrap(text, .dim) }
    func red(_ text: String) -> String { wrap(text, .red) }
    func green(_ text: String) -> String { wrap(text, .green) }
    func yellow(_ text: String) -> String { wrap(text, .yellow) }
    func inverse(_ text: String) -> String { wrap(text, .inverse) }

    private func wrap(_ text: String, _ code: Code) -> String {
        enabled ? code.sequence + text + Code.reset.sequence : text
    }

    /// Four private-use characters drawn at random when the process starts (one chance in
    /// 2^64 for text from outside to guess them); never written out.
    static let mark = String(String.UnicodeScalarView((0..<4).map { _ in Unicode.Scalar(UInt32.random(in: 0xF0000...0xFFFFD))! }))

    /// Every escape sequence this type writes, behind its mark: the only ones output may hold.
    static let sequences = Code.allCases.map(\.sequence)
    /// The sequence that ends every style, behind its mark.
    static let reset = Code.reset.sequence
}
