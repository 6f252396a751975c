import Foundation

/// What identifies a violation across edits: rule, target, module and file, but not
/// the line, which moves whenever code above it does.
public struct BaselineKey: Hashable, Codable, Comparable, Sendable, CustomStringConvertible {
    public var rule: String
    public var target: String
    public var module: String
    public var file: String

    public init(_ violation: Violation) {
        rule = violation.rule.rawValue
        target = violation.target
        module = violation.module
        file = violation.file
    }

    public var description: String { "\(rule)|\(target)|\(module)|\(file)" }

    public static func < (lhs: BaselineKey, rhs: BaselineKey) -> Bool {
        (lhs.file, lhs.target, lhs.module, lhs.rule) < (rhs.file, rhs.target, rhs.module, rhs.rule)
    }
}

/// Accepted violations, so a package can adopt archlint now and fix them over time.
public enum Baseline {
    public static func write(_ violations: [Violation], to path: String) throws(ArchlintError) {
        let entries = violations.map(BaselineKey.init).sorted()
        do {
            try Data(JSONReport.encode(entries).utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .usage("cannot write the baseline to \(path): \(error.localizedDescription)")
        }
    }

    public static func read(_ path: String) throws(ArchlintError) -> [BaselineKey] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .usage("cannot read the baseline \(path)")
        }
        do {
            return try JSONDecoder().decode([BaselineKey].self, from: data)
        } catch {
            throw .usage("\(path) is not an archlint baseline: \(error)")
        }
    }

    /// The violations the baseline does not cover, plus one for every entry that covers
    /// nothing any more (so the baseline only ever shrinks).
    public static func filter(_ violations: [Violation], by entries: [BaselineKey], baselinePath: String) -> [Violation] {
        var remaining = Dictionary(entries.map { ($0, 1) }, uniquingKeysWith: +)
        var fresh: [Violation] = []
        for violation in violations {
            let key = BaselineKey(violation)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                fresh.append(violation)
            }
        }
        for (key, count) in remaining.sorted(by: { $0.key < $1.key }) where count > 0 {
            fresh.append(Violation(
                rule: .staleBaseline, file: baselinePath, line: 1, column: 1, target: key.target, module: key.module,
                message: "the baseline accepts \(key.rule) for \(key.module) in \(key.file), which no longer occurs",
                fix: "remove the entry, or write the baseline again with --write-baseline"
            ))
        }
        return fresh.sorted()
    }
}
