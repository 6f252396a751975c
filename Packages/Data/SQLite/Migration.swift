/// One step of a schema's history. Versions count up from 1 without gaps; a database
/// records the last one it applied in `PRAGMA user_version`.
public struct Migration: Sendable {
    public let version: Int
    public let statements: [String]

    public init(version: Int, statements: [String]) {
        self.version = version
        self.statements = statements
    }
}
