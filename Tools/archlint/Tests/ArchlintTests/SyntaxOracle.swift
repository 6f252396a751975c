import ArchlintCore
import SwiftParser
import SwiftSyntax

/// The imports swift-syntax, the compiler's parser, sees at file scope: the truth the
/// scanner is held to.
enum SyntaxOracle {
    struct Found: Hashable, CustomStringConvertible {
        let path: String
        let line: Int
        let column: Int
        let presumedLine: Int

        var description: String { "\(path)@\(line):\(column)" }
    }

    static func imports(in source: String) -> [Found] {
        parse(source).imports
    }

    /// The imports, and whether the parser found the file free of syntax errors.
    static func parse(_ source: String) -> (imports: [Found], isValid: Bool) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "oracle.swift", tree: tree)
        var found: [Found] = []
        collect(tree.statements, converter: converter, into: &found)
        return (found, !tree.hasError)
    }

    private static func collect(_ items: CodeBlockItemListSyntax, converter: SourceLocationConverter, into found: inout [Found]) {
        for item in items {
            if let declaration = item.item.as(ImportDeclSyntax.self) {
                guard let first = declaration.path.first, first.name.presence == .present else { continue }
                let location = first.name.startLocation(converter: converter)
                let path = declaration.path.map { $0.name.identifier?.name ?? $0.name.text }.joined(separator: ".")
                found.append(Found(path: path, line: location.line, column: location.column, presumedLine: location.presumedLine))
            } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let statements) = clause.elements {
                        collect(statements, converter: converter, into: &found)
                    }
                }
            }
        }
    }

    /// The scanner's answer in the same terms.
    static func scanned(_ source: String) -> [Found] {
        ImportScanner.scan(source).imports.map {
            Found(path: $0.path.joined(separator: "."), line: $0.physicalLine, column: $0.column, presumedLine: $0.line)
        }
    }
}
