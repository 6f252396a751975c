/// What every template of a feature reads: its names, its fields, and the names of the
/// product it goes into. Each layer's templates are an extension of it, one file per
/// layer, so that the code a feature gets is in one place.
struct FeatureTemplate {
    let name: FeatureName
    let fields: [FeatureField]
    let product: ProductNames
    /// Whether the feature is edited too (`--writes`): drafts, rules, versions, and
    /// create, update and delete in every layer.
    var writes = false

    /// Such as `Order`.
    var type: String { name.singular }
    /// Such as `Orders`.
    var types: String { name.plural }
    /// Such as `order`.
    var value: String { name.singularValue }
    /// Such as `orders`.
    var values: String { name.pluralValue }
    /// Such as `orders`: the web path, the link and the command.
    var slug: String { name.pluralSlug }

    /// Whether a field has `kind`, for imports and shared helpers.
    func uses(_ kind: FieldKind) -> Bool { fields.contains { $0.kind == kind } }

    /// One line per field, joined with newlines and indented by `indent` spaces after the first.
    func each(_ indent: Int, _ line: (FeatureField) -> String) -> String {
        fields.map(line).joined(separator: "\n" + String(repeating: " ", count: indent))
    }

    /// `text` whose lines after the first are indented by `spaces`, for a snippet
    /// interpolated at that indentation.
    func indented(_ spaces: Int, _ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
            .enumerated()
            .map { $0.offset == 0 || $0.element.isEmpty ? $0.element : String(repeating: " ", count: spaces) + $0.element }
            .joined(separator: "\n")
    }

    /// One piece per field, joined by `separator`.
    func list(_ separator: String = ", ", _ piece: (FeatureField) -> String) -> String {
        fields.map(piece).joined(separator: separator)
    }

    /// `, version: VALUE` for an edited feature, whose values carry their version; else nothing.
    func versionArgument(_ value: String) -> String {
        ", version: \(value)"
    }

    /// The columns a SELECT reads: the id, every field's, and the version of an edited feature.
    var selectedColumns: String {
        (["id"] + fields.flatMap(\.columns) + (writes ? ["version"] : [])).joined(separator: ", ")
    }

    /// `private ` for a read-only feature; nothing for an edited one, whose writes extend the type from another file.
    var privateUnlessWritten: String { writes ? "" : "private " }

    /// The first text field, which names an item in titles; the id when there is none.
    var titleField: FeatureField? { fields.first { $0.kind == .string } }
}

/// The names of the product a feature goes into, read from the template itself, so
/// that a renamed fork gets code in its own names.
struct ProductNames: Equatable {
    /// Such as `Catalog`: the package's name, and the prefix of the apps' modules.
    let display: String
    /// Such as `catalog` or `pet-store`: the command-line app's executable.
    let executable: String
    /// The CLI tests' function that runs the app in process, such as `catalog(_:)`.
    let cliTestHelper: String
    /// The OpenAPI tag whose operations the generator makes code for, such as `catalog`.
    let apiTag: String

    var cliModule: String { display + "CLI" }
    var serverModule: String { display + "Server" }
}

extension FeatureTemplate {
    /// Such as `an order` or `a purchase order`.
    var anItem: String {
        let words = name.singularWords
        return ("aeiou".contains(words.prefix(1)) ? "an " : "a ") + words
    }
}
