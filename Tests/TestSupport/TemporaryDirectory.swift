import Foundation

/// A fresh folder under the system's temporary directory, removed with the value.
public final class TemporaryDirectory: Sendable {
    public let path: String

    public init(prefix: String = "catalog-tests") throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String {
        path + "/" + name
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
