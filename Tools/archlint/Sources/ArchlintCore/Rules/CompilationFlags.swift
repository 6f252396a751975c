/// The compilation conditions a target is built with, as SwiftPM sets them:
/// `SWIFT_PACKAGE` always, `DEBUG` in debug builds only, the target's own `define`s under
/// their conditions, the package's traits in builds that enable them, and the flags a
/// configuration says some builds pass by hand. Nothing else is ever set.
struct CompilationFlags: Sendable {
    let defines: [Target.Define]
    let traits: Set<String>
    let passed: Set<String>

    init(target: Target, package: PackageModel, config: ArchlintConfig) {
        defines = target.defines
        traits = package.traits
        passed = config.passedFlags
    }

    /// Whether `flag` is set in a build for `platform` (any platform when `nil`):
    /// `true`, `false`, or `nil` when some builds set it and others do not.
    func value(of flag: String, on platform: Platform?) -> Bool? {
        if flag == "SWIFT_PACKAGE" { return true }
        if flag == "DEBUG" || traits.contains(flag) || passed.contains(flag) { return nil }
        let matching = defines.filter { $0.name == flag }
        guard !matching.isEmpty else { return false }
        let applying = matching.filter { define in
            guard let platform else { return true }
            return define.platforms.isEmpty || define.platforms.contains(platform.manifestName)
        }
        if applying.isEmpty { return false }
        // Set in every build only if one define holds on every platform in both configurations.
        let everywhere = applying.contains { $0.configuration == nil && ($0.platforms.isEmpty || platform != nil) }
        return everywhere ? true : nil
    }
}
