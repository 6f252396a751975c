/// What `scaffold feature` writes: new files, and existing files with code added at
/// their anchors. Nothing is written until every check has passed.
public struct FeaturePlan: Sendable {
    /// New files by path, relative to the root.
    public var created: [String: String] = [:]
    /// Existing files by path, with their new text.
    public var edited: [String: String] = [:]
}
