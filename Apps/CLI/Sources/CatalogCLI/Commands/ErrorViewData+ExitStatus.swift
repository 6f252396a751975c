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
    /// saved, and the version to expect when it saves again.
    func cliFailure<Form: EditorForm>(now theirs: Form, version: Int) -> CLIFailure {
        let values = Form.Field.allCases.map { "\($0.label.lowercased()) “\(theirs[$0])”" }.joined(separator: ", ")
        return CLIFailure(message: message + " Now: \(values), version \(version).", status: .conflict)
    }
}
