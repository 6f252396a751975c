/// A platform `--platform` can evaluate conditions for.
public enum Platform: String, CaseIterable, Sendable {
    case linux
    case macos

    /// The name SwiftPM's manifest uses in `.when(platforms:)`.
    var manifestName: String {
        switch self {
        case .linux: "linux"
        case .macos: "macos"
        }
    }
}
