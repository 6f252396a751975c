import Presentation

extension ErrorViewData {
    /// The failure as `catalog` reports it: its message, and the exit status of its kind.
    var cliFailure: CLIFailure {
        let status: CatalogExitStatus = switch kind {
        case .notFound: .notFound
        case .invalidInput: .usage
        case .invalidProduct: .invalidProduct
        case .conflict: .conflict
        case .unavailable: .storageUnavailable
        }
        return CLIFailure(message: message, status: status)
    }
}
