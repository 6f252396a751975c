/// What `#if canImport(M)` can know from the package for one target: SwiftPM builds the
/// target's dependency closure before it, so those modules are importable; a module of
/// the same build outside it (another target's, another package's) is not, in a build
/// that does not happen to build it first.
struct ImportableModules: Sendable {
    var closure: Set<String> = []
    var elsewhere: Set<String> = []
    /// The configuration's `system_modules`: a vendor's SDK, on whichever platforms it has.
    var declaredSystem: Set<String> = []
}
