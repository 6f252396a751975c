/// ANSI styling that is there only when colour is on.
struct TextStyle: Sendable {
    let enabled: Bool

    /// The SGR codes this type writes.
    private enum Code: String, CaseIterable {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", inverse = "7", reset = "0"

        var sequence: String { "\u{1B}[\(rawValue)m" }
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

    /// Every escape sequence this type writes, and so the only ones output may hold.
    static let sequences = Code.allCases.map(\.sequence)
}
