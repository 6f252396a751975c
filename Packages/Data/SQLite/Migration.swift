/// One step of the schema's history. Versions count up from 1 without gaps; a database
/// records the last one it applied in `PRAGMA user_version`.
struct Migration: Sendable {
    let version: Int
    let name: String
    let statements: [String]
}
