/// What archlint checks. The raw value is the rule's id in reports, baselines and
/// suppressions.
public enum Rule: String, CaseIterable, Sendable, Codable, Comparable {
    case undeclaredImport = "undeclared-import"
    case layerImport = "layer-import"
    case layerDependency = "layer-dependency"
    case forbiddenImport = "forbidden-import"
    case redundantDependency = "redundant-dependency"
    case dependencyCycle = "dependency-cycle"
    case testableImport = "testable-import"
    case exportedImport = "exported-import"
    case publicImport = "public-import"
    case unexplainedSuppression = "unexplained-suppression"
    case staleBaseline = "stale-baseline"
    case unlayeredTarget = "unlayered-target"
    case independence = "independence"
    case unusedAllowance = "unused-allowance"

    public var summary: String {
        switch self {
        case .undeclaredImport: "A source file imports a module its target does not declare as a direct dependency."
        case .layerImport: "A source file imports a module of a layer its own layer may not depend on."
        case .layerDependency: "The manifest declares a dependency its layer may not have."
        case .forbiddenImport: "A layer imports, or declares, a module its contract forbids."
        case .redundantDependency: "The manifest declares a dependency that no source file of the target imports."
        case .dependencyCycle: "Layers depend on each other in a cycle."
        case .testableImport: "@testable import outside a test target."
        case .exportedImport: "@_exported import re-exports a module of another layer."
        case .publicImport: "public import of a module the layer may not expose."
        case .unexplainedSuppression: "An archlint:ignore comment gives no reason."
        case .staleBaseline: "A baseline entry matches no violation any more."
        case .unlayeredTarget: "A target belongs to no layer of an exhaustive contract."
        case .independence: "A target depends, directly or through others, on one an independence contract keeps it apart from."
        case .unusedAllowance: "The contract lets a layer depend on another, and no import or dependency does."
        }
    }

    /// For an import that breaks several rules, which leads.
    static let importPriority: [Rule] = [
        .layerImport, .forbiddenImport, .undeclaredImport, .testableImport, .exportedImport, .publicImport,
    ]

    public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }
}
