/// What `archlint explain` prints.
public enum ExplainReport {
    /// A line for each reason, as compilers print places, and a summary.
    public static func text(_ reasons: [Linter.Reason], from: String, to: String, packagePath: String) -> String {
        var output = ""
        for reason in reasons {
            let place = "\(displayPath(reason.file, packagePath: packagePath)):\(reason.line):\(reason.column)"
            switch reason.kind {
            case .import:
                output += "\(place): \(reason.target) imports \(reason.module)\(reason.condition.map { " under #if \($0)" } ?? "")\n"
            case .declaration:
                output += "\(place): \(reason.target) declares the dependency that provides \(reason.module)\n"
            }
        }
        let imports = reasons.filter { $0.kind == .import }.count
        let declarations = reasons.count - imports
        output += reasons.isEmpty
            ? "archlint: nothing in \(from) imports or declares \(to)\n"
            : "archlint: \(from) depends on \(to) through \(imports) import\(imports == 1 ? "" : "s") and \(declarations) declared dependenc\(declarations == 1 ? "y" : "ies")\n"
        return output
    }

    public static func json(_ reasons: [Linter.Reason]) -> String {
        JSONReport.encode(reasons)
    }
}
