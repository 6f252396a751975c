/// What `archlint fix` changes in the manifest: the dependencies the imports need and the
/// contract allows, added; the ones no import uses, removed; and what it leaves, with why.
public struct FixPlan: Sendable, Equatable {
    public struct Addition: Sendable, Equatable {
        public var target: String
        /// As it is written in a dependency list: `"Domain"`, `.product(name: …, package: …)`.
        public var element: String
        public var module: String
        /// The first import that needs it.
        public var file: String
        public var line: Int
    }

    public struct Removal: Sendable, Equatable {
        public var target: String
        public var dependency: String
    }

    public struct Refusal: Sendable, Equatable {
        public var violation: Violation
        public var reason: String
    }

    public var additions: [Addition] = []
    public var removals: [Removal] = []
    public var refusals: [Refusal] = []

    public var isEmpty: Bool { additions.isEmpty && removals.isEmpty }

    /// The plan for `violations` of `package`, as `config` and `platform` read it.
    public init(violations: [Violation], package: PackageModel, config: ArchlintConfig, platform: Platform?) {
        let resolver = ModuleResolver(package: package, config: config, platform: platform)
        for violation in violations where violation.isError {
            switch violation.rule {
            case .undeclaredImport:
                guard let element = resolver.declaration(providing: violation.module) else {
                    refusals.append(.init(violation: violation, reason: "no package this one depends on provides \(violation.module); declare the package first"))
                    continue
                }
                if !additions.contains(where: { $0.target == violation.target && $0.element == element }) {
                    additions.append(.init(target: violation.target, element: element, module: violation.module, file: violation.file, line: violation.line))
                }
            case .redundantDependency:
                removals.append(.init(target: violation.target, dependency: violation.module))
            default:
                // An import that also breaks the contract (the leading rule) is not the
                // manifest's to fix: declaring it would only make the build agree with it.
                if violation.otherRules.contains(.undeclaredImport) {
                    refusals.append(.init(violation: violation, reason: "not declared, since the contract forbids it: \(violation.message)"))
                }
            }
        }
    }
}
