/// Decides whether an import's `#if` conditions can hold in a SwiftPM build of its
/// target: on one platform, or without one on any. Compilation flags are what SwiftPM
/// sets (`CompilationFlags`); anything else it cannot decide (an architecture, a module
/// of unknown origin) may hold: a violation on any configuration is a violation.
struct ConditionEvaluator {
    let platform: Platform?
    let flags: CompilationFlags
    var importable = ImportableModules()

    func mayHold(_ conditions: [Condition]) -> Bool {
        conditions.allSatisfy { evaluate($0) != false }
    }

    /// `true`, `false`, or `nil` for "cannot tell".
    func evaluate(_ condition: Condition) -> Bool? {
        switch condition {
        case .literal(let value): return value
        case .flag(let name): return flags.value(of: name, on: platform)
        case .not(let inner): return evaluate(inner).map { !$0 }
        case .and(let lhs, let rhs):
            let (left, right) = (evaluate(lhs), evaluate(rhs))
            if left == false || right == false { return false }
            return left == true && right == true ? true : nil
        case .or(let lhs, let rhs):
            let (left, right) = (evaluate(lhs), evaluate(rhs))
            if left == true || right == true { return true }
            return left == false && right == false ? false : nil
        case .check(let function, let argument):
            return check(function, argument)
        }
    }

    private func check(_ function: String, _ argument: String) -> Bool? {
        if function == "canImport" {
            let module = argument.split(separator: ",").first.map { String($0).trimmingWhitespace } ?? argument
            if importable.closure.contains(module) { return true }
            if importable.elsewhere.contains(module) { return false }
        }
        guard let platform else { return nil }
        switch function {
        case "os":
            switch platform {
            case .linux: return argument == "Linux"
            case .macos: return argument == "macOS" || argument == "OSX"
            }
        case "targetEnvironment":
            return argument == "simulator" || argument == "macCatalyst" ? false : nil
        case "canImport":
            let module = argument.split(separator: ",").first.map { String($0).trimmingWhitespace } ?? argument
            switch platform {
            case .linux:
                // On Linux only the toolchain provides modules: no SDK beyond it.
                if importable.declaredSystem.contains(module) { return nil }
                return SystemModules.toolchain.subtracting(SystemModules.otherPlatformsLibraries).contains(module)
            case .macos:
                if Self.appleOnly.contains(module) || module == "Darwin" { return module != "UIKit" && module != "WatchKit" }
                if ["Glibc", "Musl", "WinSDK", "FoundationNetworking"].contains(module) { return false }
            }
            return SystemModules.known.contains(module) ? true : nil
        case "swift", "compiler":
            // This toolchain is newer than any version a package still tests for.
            return !argument.hasPrefix("<")
        default:
            return nil
        }
    }

    private static let appleOnly: Set<String> = [
        "Darwin", "ObjectiveC", "UIKit", "AppKit", "SwiftUI", "Combine", "CoreData", "os", "OSLog", "WatchKit",
        "CoreGraphics", "QuartzCore", "Security", "CryptoKit",
    ]
}
