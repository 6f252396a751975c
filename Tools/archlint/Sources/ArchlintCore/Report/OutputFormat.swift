import Foundation

/// How violations are printed.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// `path:line:col: error: …`, as compilers print, for editors and logs.
    case text
    case json
    /// GitHub Actions workflow commands, which annotate the pull request.
    case github
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// JUnit XML, one test case per target.
    case junit

    public func render(_ violations: [Violation], packagePath: String) -> String {
        switch self {
        case .text: TextReport.render(violations, packagePath: packagePath)
        case .json: JSONReport.render(violations)
        case .github: GitHubReport.render(violations, packagePath: packagePath)
        case .sarif: SARIFReport.render(violations)
        case .junit: JUnitReport.render(violations)
        }
    }
}

/// Joins the package path (as given on the command line) and a package-relative file.
func displayPath(_ file: String, packagePath: String) -> String {
    packagePath == "." || packagePath.isEmpty ? file : (packagePath.hasSuffix("/") ? packagePath + file : packagePath + "/" + file)
}

enum TextReport {
    static func render(_ violations: [Violation], packagePath: String) -> String {
        var output = ""
        for violation in violations {
            let condition = violation.condition.map { " [under #if \($0)]" } ?? ""
            output += "\(displayPath(violation.file, packagePath: packagePath)):\(violation.line):\(violation.column): \(violation.severity.rawValue): "
            output += "\(violation.message)\(condition) [\(violation.rules.map(\.rawValue).joined(separator: ", "))]; fix: \(violation.fix)\n"
        }
        let errors = violations.filter(\.isError).count
        let warnings = violations.count - errors
        output += errors == 0 ? "archlint: no violations" : "archlint: \(errors) violation\(errors == 1 ? "" : "s")"
        output += warnings == 0 ? "\n" : ", \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        return output
    }
}

enum JSONReport {
    struct Document: Encodable {
        let version = 1
        let violations: [Violation]
        let count: Int
    }

    static func render(_ violations: [Violation]) -> String {
        encode(Document(violations: violations, count: violations.count))
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

enum GitHubReport {
    static func render(_ violations: [Violation], packagePath: String) -> String {
        violations.map { violation in
            let file = displayPath(violation.file, packagePath: packagePath)
            let message = escape("\(violation.message). Fix: \(violation.fix)")
            return "::\(violation.severity.rawValue) file=\(escapeProperty(file)),line=\(violation.line),col=\(violation.column),title=\(escapeProperty("archlint \(violation.rule.rawValue)"))::\(message)\n"
        }.joined()
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escape(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
