/// A `#if` condition, parsed so it can be printed back and evaluated for a platform.
public indirect enum Condition: Hashable, Sendable, CustomStringConvertible {
    case literal(Bool)
    /// A bare identifier: a custom compilation flag such as `DEBUG`.
    case flag(String)
    /// `os(Linux)`, `canImport(UIKit)`, `swift(>=5.9)`, …: the function and its raw argument.
    case check(String, String)
    case not(Condition)
    case and(Condition, Condition)
    case or(Condition, Condition)

    /// All of `conditions`, left to right.
    static func all(_ conditions: [Condition]) -> Condition {
        conditions.dropFirst().reduce(conditions.first ?? .literal(true)) { .and($0, $1) }
    }

    public var description: String {
        switch self {
        case .literal(let value): value ? "true" : "false"
        case .flag(let name): name
        case .check(let function, let argument): "\(function)(\(argument))"
        case .not(let inner): "!" + inner.parenthesized
        case .and(let lhs, let rhs): lhs.parenthesized(inside: "&&") + " && " + rhs.parenthesized(inside: "&&")
        case .or(let lhs, let rhs): lhs.parenthesized(inside: "||") + " || " + rhs.parenthesized(inside: "||")
        }
    }

    private var parenthesized: String {
        switch self {
        case .and, .or: "(\(description))"
        default: description
        }
    }

    private func parenthesized(inside operation: String) -> String {
        switch (self, operation) {
        case (.and, "&&"), (.or, "||"): description
        case (.and, _), (.or, _): "(\(description))"
        default: description
        }
    }
}
