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

    /// A refused draft's failure, status 2: a line per field, each naming it, so that a
    /// script can tell which; the message, when the refusal named no field (a server's may not).
    var draftFailure: CLIFailure {
        let lines = fieldMessages.isEmpty ? message : fieldMessages.map(\.message).joined(separator: "\n")
        return CLIFailure(message: lines, status: .invalidDraft)
    }

    /// A conflict's failure, which tells a script what the item is now: each field as it is
    /// saved, on the failure's one line and cut as a table's cell is, so that a value (a
    /// server's too) can neither pass a line of its own off as the app's nor flood the
    /// terminal (the version is in the message already).
    func cliFailure<Form: EditorForm>(now theirs: Form) -> CLIFailure {
        let values = Form.Field.allCases.map { "\($0.label.lowercased()) “\(theirs[$0].onOneLine.truncated(to: TextTable.widest))”" }
        return CLIFailure(message: message + " Now: \(values.joined(separator: ", ")).", status: .conflict)
    }
}
