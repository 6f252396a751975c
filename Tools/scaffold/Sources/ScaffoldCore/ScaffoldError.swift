/// Why scaffold did nothing. Each says what to do instead.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    case invalidName(String)
    case notATemplate(String)
    case dirtyWorkTree(String)
    case io(String)

    public var description: String {
        switch self {
        case .invalidName(let message), .notATemplate(let message), .dirtyWorkTree(let message), .io(let message): message
        }
    }
}
