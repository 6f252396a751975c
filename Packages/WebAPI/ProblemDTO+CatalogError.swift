import APIContract
import Domain

extension ProblemDTO {
    /// The problem for a use case's error, with the error's own text as the detail.
    init(_ error: CatalogError) {
        switch error {
        case .productNotFound: self = .notFound(error.description)
        case .invalidQuery: self = .invalidParameter(error.description)
        case .storageUnavailable: self = .unavailable(error.description)
        }
    }
}
