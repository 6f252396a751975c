import Presentation

extension ErrorViewData {
    /// The failure as `catalog` reports it: its message, and the exit status of its kind.
    var cliFailure: CLIFailure {
        let status: CLIExitStatus = switch kind {
        case .notFound: .notFound
        case .invalidInput: .usage
        case .invalidDraft: .invalidDraft
        case .conflict: .conflict
        case .unavailable: .storageUnavailable
        case .notAllowed: .notAllowed
        }
        // The one way to give what is missing, in this app's words.
        let hint = kind == .notAllowed ? " Give the server's token with --token or CATALOG_TOKEN." : ""
        return CLIFailure(message: message + hint, status: status)
    }

    /// A conflict's failure, which tells a script what the item is now: each field as it is
    /// saved, on the one line the failure is (the version is in the message already).
    func cliFailure<Form: EditorForm>(now theirs: Form) -> CLIFailure {
        let values = Form.Field.allCases.map { "\($0.label.lowercased()) “\(Self.oneLine(theirs[$0]))”" }.joined(separator: ", ")
        return CLIFailure(message: message + " Now: \(values).", status: .conflict)
    }

    /// A stored value as a failure repeats it: its line breaks and tabs as spaces, and at
    /// most a table column's width, so that a value (a server's too) can neither pass a line
    /// of its own off as the app's nor flood the terminal.
    private static func oneLine(_ value: String) -> String {
        let widest = TextTable.widest
        let line = String(value.prefix(widest + 1).map { $0.isNewline || $0 == "\t" ? " " : $0 })
        let cut = line.count > widest ? line.prefix(widest - 1) + "…" : line
        // A character may carry any number of marks: the bytes are bounded too.
        return cut.unicodeScalars.count > 4 * widest ? String(String.UnicodeScalarView(cut.unicodeScalars.prefix(4 * widest - 1))) + "…" : cut
    }
}
